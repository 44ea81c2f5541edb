import SwipeCore

extension ChromePainter {
    /// The accessibility button (EN 301 549 5.1.3) in `rect`: a speaker with two waves on a deep blue
    /// pill while speech is on (`isOn`), crossed out on a white one while it is off, and `label`
    /// ("Speech on" / "Speech off") beside it when the pill is wider than high (a square shows the
    /// speaker alone). `highlighted`: held down; `focused`: the keyboard's focus ring round it.
    public func drawSpeechButton(
        in rect: Rect, isOn: Bool, label: String, highlighted: Bool = false, focused: Bool = false,
        look: ChromeLook = .standard
    ) {
        let style = look.speechStyle(isOn: isOn)
        drawButton(.speech, in: rect, style: style, highlighted: highlighted, title: "", focused: focused)
        let h = rect.height, hasLabel = rect.width >= h * 1.5
        let iconSide = (h * 0.62).rounded()
        let iconCenter = hasLabel ? Vector2(rect.minX + h * 0.55, rect.center.y) : rect.center
        if let icon = speakerTexture(side: Int(iconSide), isOn: isOn) {
            renderer.copy(
                icon,
                to: Rect(
                    x: (iconCenter.x - iconSide / 2).rounded(), y: (iconCenter.y - iconSide / 2).rounded(),
                    width: iconSide, height: iconSide),
                tint: style.ink)
        }
        guard hasLabel else { return }
        let left = rect.minX + h * 0.95, right = rect.maxX - h * 0.3
        drawLabel(
            label, centeredAt: Vector2((left + right) / 2, rect.center.y),
            pointSize: ChromeLayout.titlePointSize(buttonHeight: h), color: style.ink, bold: true,
            maxWidth: max(1, right - left))
    }

    /// The speaker's texture at `side` pixels, made once per size and state (kept with the shapes).
    private func speakerTexture(side: Int, isOn: Bool) -> Texture? {
        let key = "speaker\(isOn ? "on" : "off")\(side)"
        if let t = shapes[key] { return t }
        guard let surface = try? SpeakerIcon.surface(side: side, isOn: isOn),
            let t = try? Texture(renderer: renderer, surface: surface)
        else { return nil }
        shapes[key] = t
        return t
    }
}
