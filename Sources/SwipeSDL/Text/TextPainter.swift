internal import CPangoCairo
import SwipeCore

/// Lays out and renders text with Pango over cairo: font fallback through fontconfig (any installed
/// font that has a character), shaping (HarfBuzz: Arabic joining, Devanagari conjuncts, Thai), direction
/// from the text and bidi ordering (FriBidi), and line breaking for scripts without spaces.
///
/// Fitting: text wraps at `maxWidth` (between words, inside a word only when one word is wider than the
/// line); what does not fit in `maxLines` lines (and `maxHeight` pixels) is cut and its last visible
/// line ends with "…". One-line text (titles, labels) is the same with `maxLines` 1.
///
/// Fonts: a painter starts with the bundled typefaces only (`FontSetup`) and moves, for good, to the
/// system's fonts the first time a text has a character they lack or emoji, so decks in Latin, Greek
/// and Cyrillic never load the system's font configuration.
///
/// Each painter owns its Pango font map and context: use one painter on one thread at a time (each
/// card painter thread has its own, the render thread another). Painting happens on the CPU.
///
/// ```swift
/// let text = TextPainter(fonts: .dejaVu(in: "Assets/Fonts"))
/// let title = text.render("東京タワー", font: TextFont(pixelSize: 28, bold: true), color: RGBA(255, 255, 255), maxWidth: 300)
/// if let surface = title.surface { card.blend(surface, at: (17, 340)) }
/// ```
public final class TextPainter {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private let layout: OpaquePointer
    /// The Pango layout, for the raster extension.
    var layoutPointer: OpaquePointer { layout }
    /// Whether this painter lays out with the system's fonts (else with the bundled ones only).
    private(set) var usesSystemFonts = false

    /// A painter whose "DejaVu Sans" is `fonts` (added to fontconfig once per process).
    public init(fonts: FontPaths) {
        FontSetup.register(fonts)
        fontMap = pango_cairo_font_map_new()
        _ = swipedeck_pango_use_fc_config(fontMap, FontSetup.bundledConfiguration())
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        layout = pango_layout_new(context)
        pango_layout_set_auto_dir(layout, 1)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }

    /// `text` in `font` and `color`: on one line when `maxWidth` is nil; otherwise wrapped to `maxWidth`
    /// pixels (≥ 1) in at most `maxLines` lines (≥ 1, default 1) and `maxHeight` pixels (at least one
    /// line is always shown), cut with "…" when it does not fit. `alignment` places lines inside
    /// `maxWidth` (`.start`: left, or right for right-to-left text). Text longer than `maxCharacters`
    /// (default `TextLimits.singleLineCharacters`) is cut there first.
    /// Characters no installed font has are drawn as boxes and warned about once per script.
    public func render(
        _ text: String, font: TextFont, color: RGBA, maxWidth: Int? = nil, maxLines: Int = 1,
        maxHeight: Int? = nil, alignment: TextAlignment = .start,
        maxCharacters: Int = TextLimits.singleLineCharacters
    ) -> TextRendering {
        let lineLimit = min(max(1, maxLines), TextLimits.lines)
        let (clean, wasCut) = TextCleaning.cleaned(text, maxLines: lineLimit, maxCharacters: max(1, maxCharacters))
        guard !clean.isEmpty else { return .empty }
        configure(font: font, maxWidth: maxWidth, alignment: alignment)
        let shown = fit(clean, alreadyCut: wasCut, maxLines: maxWidth == nil ? 1 : lineLimit, maxHeight: maxHeight)
        let missing = missingGlyphs()
        if !missing.isEmpty { MissingFontWarnings.note(missing) }
        return TextRendering(
            surface: try? rasterise(color: color, boxWidth: maxWidth, maxHeight: maxHeight),
            lines: visibleLines(of: shown.text), isRightToLeft: isRightToLeft,
            isCut: shown.cut, missingScripts: missing.keys.sorted())
    }

    /// Width and height of `text` on one line in `font`, pixels, as `render` without `maxWidth` would
    /// make it (cleaned and bounded the same way); zero for empty text. Lays out without rasterising.
    public func size(of text: String, font: TextFont) -> PixelSize {
        let clean = TextCleaning.cleaned(text, maxLines: 1, maxCharacters: TextLimits.singleLineCharacters).text
        guard !clean.isEmpty else { return PixelSize(width: 0, height: 0) }
        configure(font: font, maxWidth: nil, alignment: .start)
        setText(clean)
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return PixelSize(
            width: min(TextLimits.surfaceSide, Int(width)), height: min(TextLimits.surfaceSide, Int(height)))
    }

    /// The distance between baselines of `font`'s lines, pixels: the height a one-line text takes.
    public func lineHeight(_ font: TextFont) -> Int {
        configure(font: font, maxWidth: nil, alignment: .start)
        setText("Ag")
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        return Int(logical.height)
    }

    // MARK: - Layout

    private func configure(font: TextFont, maxWidth: Int?, alignment: TextAlignment) {
        let description = pango_font_description_new()
        pango_font_description_set_family(description, TextFont.family)
        pango_font_description_set_weight(description, font.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(description, Double(font.pixelSize * Int(swipedeck_pango_scale())))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        let width = maxWidth.map { Int32(clamping: max(1, $0) * Int(swipedeck_pango_scale())) } ?? -1
        pango_layout_set_width(layout, width)
        pango_layout_set_alignment(layout, alignment == .center ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT)
    }

    /// Sets the layout's text, with the system's fonts when the bundled ones lack one of its characters
    /// (or it has emoji).
    private func setText(_ text: String) {
        if !usesSystemFonts && FontSetup.wantsEmojiFonts(text) { useSystemFonts() }
        pango_layout_set_text(layout, text, Int32(clamping: text.utf8.count))
        if !usesSystemFonts && pango_layout_get_unknown_glyphs_count(layout) > 0 {
            useSystemFonts()
            pango_layout_set_text(layout, text, Int32(clamping: text.utf8.count))
        }
        spaceLinesByInk()
    }

    /// Moves this painter to the system's fonts (for good; the first call in the process loads them).
    func useSystemFonts() {
        guard !usesSystemFonts else { return }
        usesSystemFonts = true
        _ = swipedeck_pango_use_fc_config(fontMap, FontSetup.systemConfiguration())
        pango_layout_context_changed(layout)
    }

    /// Sets the layout's text to `text`, or to its longest start ending in "…" that fits.
    private func fit(_ text: String, alreadyCut: Bool, maxLines: Int, maxHeight: Int?) -> (text: String, cut: Bool) {
        setText(text)
        let total = Int(pango_layout_get_line_count(layout))
        let visible = fittingLineCount(maxLines: maxLines, maxHeight: maxHeight)
        if visible >= total && !alreadyCut { return (text, false) }
        // Keep the lines above the last visible one; fill that one with as many characters as fit
        // beside "…" (inside words too, as the next line's start may fit in part).
        let lastLine = pango_layout_get_line_readonly(layout, Int32(visible - 1))!.pointee
        let lastStart = Array(String(decoding: text.utf8.prefix(Int(lastLine.start_index)), as: UTF8.self)).count
        let nextEnd: Int
        if visible < total, let next = pango_layout_get_line_readonly(layout, Int32(visible)) {
            nextEnd = Int(next.pointee.start_index + next.pointee.length)
        } else {
            nextEnd = Int(lastLine.start_index + lastLine.length)
        }
        let kept = Array(String(decoding: text.utf8.prefix(nextEnd), as: UTF8.self))
        let width = pango_layout_get_width(layout)
        pango_layout_set_width(layout, -1)
        func fits(_ n: Int) -> Bool {
            setText(TextCleaning.withEllipsis(String(kept[lastStart..<n])))
            var w: Int32 = 0, h: Int32 = 0
            pango_layout_get_size(layout, &w, &h)
            return pango_layout_get_line_count(layout) == 1 && (width < 0 || w <= width)
        }
        var low = lastStart, high = kept.count // fits(low) holds: "…" alone on the last line
        while low < high {
            let mid = (low + high + 1) / 2
            if fits(mid) { low = mid } else { high = mid - 1 }
        }
        pango_layout_set_width(layout, width)
        let shown = TextCleaning.withEllipsis(String(kept[0..<low]))
        setText(shown)
        return (shown, true)
    }

    /// How many of the layout's first lines fit in `maxLines` and `maxHeight` pixels; at least 1.
    private func fittingLineCount(maxLines: Int, maxHeight: Int?) -> Int {
        let total = Int(pango_layout_get_line_count(layout))
        var count = min(total, maxLines)
        if let maxHeight { while count > 1 && lineBottom(count - 1) > maxHeight { count -= 1 } }
        return max(1, count)
    }

    /// The bottom of line `index` (0-based), pixels from the layout's top.
    private func lineBottom(_ index: Int) -> Int {
        let iter = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iter) }
        for _ in 0..<index where pango_layout_iter_next_line(iter) != 0 {}
        var top: Int32 = 0, bottom: Int32 = 0
        pango_layout_iter_get_line_yrange(iter, &top, &bottom)
        let scale = Int32(swipedeck_pango_scale())
        return Int((bottom + scale - 1) / scale)
    }

    private func pixelHeight() -> Int {
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return Int(height)
    }

    private var isRightToLeft: Bool { pango_layout_get_direction(layout, 0) == PANGO_DIRECTION_RTL }

    /// The layout's lines as text, in logical order.
    private func visibleLines(of text: String) -> [String] {
        let bytes = Array(text.utf8)
        return (0..<Int(pango_layout_get_line_count(layout))).map { i in
            let line = pango_layout_get_line_readonly(layout, Int32(i))!.pointee
            let start = min(bytes.count, Int(line.start_index)), end = min(bytes.count, start + Int(line.length))
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
    }

    /// Characters drawn as boxes (no font had them), one example per script (ISO 15924 code).
    private func missingGlyphs() -> [String: UInt32] {
        guard pango_layout_get_unknown_glyphs_count(layout) > 0 else { return [:] }
        let flag = swipedeck_pango_glyph_unknown_flag()
        var examples: [String: UInt32] = [:]
        let iter = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iter) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iter), let glyphs = run.pointee.glyphs else { continue }
            for i in 0..<Int(glyphs.pointee.num_glyphs) {
                let glyph = glyphs.pointee.glyphs[i].glyph
                guard glyph & flag != 0 else { continue }
                let scalar = glyph & ~flag
                let code = Self.iso15924(g_unicode_script_to_iso15924(g_unichar_get_script(scalar)))
                if examples[code] == nil { examples[code] = scalar }
            }
        } while pango_layout_iter_next_run(iter) != 0
        return examples
    }

    private static func iso15924(_ tag: UInt32) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
