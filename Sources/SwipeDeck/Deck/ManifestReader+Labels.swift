import SwipeCore

extension ManifestReader {
    /// The manifest's `"labels"` names for each `Labels.Key`: right, left, up, down, empty, startOver.
    static let labelKeys: [String: Labels.Key] = Dictionary(
        uniqueKeysWithValues: Labels.Key.allCases.map { ($0.rawValue, $0) })

    /// The manifest's optional `"labels"` object (`value`; nil or `null`: none given):
    /// `{"right": "J'aime", "left": "Non", "up": …, "down": …, "empty": …, "startOver": …}`, each a
    /// string or `null` (absent). Throws the manifest's error for a `"labels"` that is not an object or a
    /// label that is not a string. An unknown key, an empty label (the English default shows) and a
    /// label longer than its `Labels.Key.maxLength` (cut there) give warnings.
    static func readLabels(
        _ value: JSONValue?, manifestPath: String,
        warnings: inout [String]
    ) throws(DeckError) -> Labels {
        let valid = Labels.Key.allCases.map { JSONText.quoted($0.rawValue) }.joined(separator: ", ")
        switch value {
        case nil, .null?: return Labels()
        case .object(let members)?:
            var labels = Labels()
            for member in members {
                guard let key = labelKeys[member.key] else {
                    warnings.append(
                        "\(manifestPath): \"labels\": unknown key \(JSONText.quoted(member.key)) ignored; labels are \(valid)"
                    )
                    continue
                }
                switch member.value {
                case .null: continue
                case .string(let text):
                    let checked = Labels.checked(text, for: key)
                    if let problem = checked.problem {
                        warnings.append(
                            "\(manifestPath): \"labels\": \(JSONText.quoted(key.rawValue)) \(problem.message(for: key))"
                        )
                    }
                    if let shown = checked.text { labels[key] = shown }
                case let other:
                    throw .invalidManifest(
                        path: manifestPath,
                        reason: "\"labels\": \(JSONText.quoted(key.rawValue)) must be a string, found \(other.kindName)"
                    )
                }
            }
            return labels
        case let other?:
            throw .invalidManifest(
                path: manifestPath,
                reason:
                    "\"labels\" must be an object such as {\"right\": \"J'aime\", \"left\": \"Non\"}, found \(other.kindName)"
            )
        }
    }
}
