extension DecisionLogReader {
    /// The lines of the log's last session in order, read backwards from the end of the file in
    /// blocks and stopping at the first line of another session, so resuming costs the size of that
    /// session, not of the log. Skipped lines among them are reported as by `parse` (naming their line
    /// numbers, which costs a scan of the file only when there is one). The line starting at byte
    /// `alreadyReported` (a torn line the caller has reported) is skipped silently. A missing file
    /// reads as empty; an unreadable one throws "cannot read decision log PATH: REASON".
    public static func readLastSession(path: String, alreadyReported: Int? = nil) throws(DecisionLogError) -> Result {
        guard let file = try LogFileBytes(path: path) else { return Result(entries: [], problems: []) }
        var entries: [LogEntry] = []
        var skipped: [(offset: Int, problem: LineProblem, isTornEnd: Bool)] = []
        try file.linesBackward { line, offset, isTornEnd in
            if isBlank(line) || offset == alreadyReported { return true }
            switch entry(line) {
            case .success(let entry):
                if let last = entries.first, last.session != entry.session { return false }
                entries.append(entry) // backwards: reversed below
            case .failure(let problem):
                skipped.append((offset, problem, isTornEnd))
            }
            return true
        }
        entries.reverse()
        let numbers = skipped.isEmpty ? [:] : file.lineNumbers(at: skipped.map(\.offset))
        let problems = skipped.reversed().map {
            message($0.problem, name: path, number: numbers[$0.offset] ?? 0, isTornEnd: $0.isTornEnd)
        }
        return Result(entries: entries, problems: problems)
    }
}

extension DecisionLogReader {
    /// "PATH line N is incomplete (torn write?), skipped" for the torn line starting at byte `offset`
    /// (a scan of the file up to there finds N: only done when a line is torn).
    public static func tornLineMessage(path: String, offset: Int) -> String {
        let number = (try? LogFileBytes(path: path))??.lineNumbers(at: [offset])[offset]
        return message(.notADecision, name: path, number: number ?? 0, isTornEnd: true)
    }
}
