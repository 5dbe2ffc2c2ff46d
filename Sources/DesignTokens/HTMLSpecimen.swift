import TypeSystem

/// A self-contained HTML page that shows a platform's every text style, built on
/// ``CSSExporter``'s stylesheet, with controls that switch the size category, the design, the
/// leading and the weight. No network: the CSS, the data and the script are in the page.
///
/// Fonts: the page's classes use the exported CSS font stacks (Apple's fonts on Apple devices,
/// open faces elsewhere). Given `faces` — what a layout engine chose for each style on this machine
/// (`typography specimen --format html` passes the catalog's choice, the same one `measure` makes) —
/// the page can also set each sample in exactly that face (`@font-face … src: local(PostScript name)`)
/// with that face's tracking, so that a browser's line widths can be compared with `measure`'s.
/// The "Fonts" control switches between the two.
///
/// Query parameters preset the controls (`?category=accessibility3&design=serif&leading=loose&weight=emphasized&fonts=css`);
/// `report=1` writes each sample's laid-out width, in CSS px, as JSON into `<pre id="report">`
/// once the fonts are loaded (what the browser test reads).
public enum HTMLSpecimen {
    /// One cell of the face table: a category (nil without Dynamic Type), style, design and weight.
    public struct Key: Hashable, Sendable {
        /// The content size category; `nil` on a platform without Dynamic Type.
        public var category: DynamicTypeSize?
        /// The text style.
        public var style: TextStyle
        /// The system font design.
        public var design: FontDesign
        /// Whether the style's emphasized weight (the bold trait) is used.
        public var emphasized: Bool
        /// A cell of the table.
        public init(category: DynamicTypeSize?, style: TextStyle, design: FontDesign, emphasized: Bool) {
            self.category = category
            self.style = style
            self.design = design
            self.emphasized = emphasized
        }
    }

    /// The face a sample is set in, and the tracking it gets.
    public struct Face: Hashable, Sendable {
        /// The face's PostScript name (what CSS `local()` matches).
        public var postScriptName: String
        /// Tracking in em (1/1000 em ÷ 1000).
        public var trackingEm: Double
        /// `font-variation-settings` for a variable face (`"wght" 600, "opsz" 17`), or empty.
        public var variationSettings: String
        /// A face of `postScriptName` with `trackingEm` tracking and, for a variable face, its variation settings.
        public init(postScriptName: String, trackingEm: Double, variationSettings: String = "") {
            self.postScriptName = postScriptName
            self.trackingEm = trackingEm
            self.variationSettings = variationSettings
        }
    }

    /// The page. Throws `TypeSystemError` for a platform without published tables.
    public static func page(platform: Platform, sample: String = "Sphinx of black quartz, judge my vow. 0123456789",
                            faces: [Key: Face] = [:], facesNote: String? = nil) throws -> String {
        let entries = try TypeScale.entries(platform: platform)
        let css = try CSSExporter.stylesheet(platform: platform)
        var categories: [DynamicTypeSize?] = []
        var styles: [TextStyle] = []
        for e in entries {
            if !categories.contains(e.category) { categories.append(e.category) }
            if !styles.contains(e.style) { styles.append(e.style) }
        }

        // The machine's faces: one @font-face per PostScript name, its weight range wide so that
        // the browser never synthesizes bold over it (the face is already the weight chosen).
        var families: [String: String] = [:]
        var fontFaces = ""
        for name in Set(faces.values.map(\.postScriptName)).sorted() {
            let family = "ty-face-\(families.count + 1)"
            families[name] = family
            fontFaces += "@font-face { font-family: \"\(family)\"; src: local(\"\(cssString(name))\"); font-weight: 1 1000; font-style: normal; }\n"
        }
        var faceTable: [String] = []
        for (key, face) in faces.sorted(by: { keyString($0.key) < keyString($1.key) }) {
            guard let family = families[face.postScriptName] else { continue }
            faceTable.append("\(jsString(keyString(key))):[\(jsString(family)),\(number(face.trackingEm, 6)),\(jsString(face.variationSettings)),\(jsString(face.postScriptName))]")
        }
        // What each label shows: size, line heights, weights and Apple's tracking.
        var meta: [String] = []
        for e in entries {
            let key = keyString(Key(category: e.category, style: e.style, design: e.design, emphasized: false))
            meta.append("\(jsString(key)):[\(number(e.pointSize, 3)),\(number(e.lineHeight, 3)),\(number(e.tightLineHeight, 3)),\(number(e.looseLineHeight, 3)),\(jsString(e.weight.rawValue)),\(jsString((e.emphasizedWeight ?? e.weight).rawValue)),\(number(e.trackingPerMille, 3)),\(jsString(e.family))]")
        }

        var html = """
            <!doctype html>
            <html lang="en"\(platform.supportsDynamicType ? " data-dynamic-type=\"large\"" : "")>
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(htmlText(platform.displayName)) text styles · typography specimen</title>
            <style>
            \(css)
            \(fontFaces)
            body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Inter", "Noto Sans", sans-serif; color: #1d1d1f; background: #fff; }
            header { position: sticky; top: 0; z-index: 1; background: #f5f5f7; border-bottom: 1px solid #d2d2d7; padding: 12px 24px; display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: center; }
            header h1 { font-size: 17px; margin: 0 12px 0 0; }
            header label { font-size: 13px; color: #424245; }
            header select { font: inherit; margin-left: 4px; }
            main { padding: 8px 24px 32px; }
            .row { display: grid; grid-template-columns: 210px minmax(0, 1fr); gap: 20px; padding: 14px 0; border-bottom: 1px solid #e8e8ed; align-items: baseline; }
            .meta { white-space: pre-line; font: 12px/1.5 ui-monospace, "JetBrains Mono", "Noto Sans Mono", monospace; color: #6e6e73; }
            .meta b { display: block; font: 600 14px/1.4 system-ui, -apple-system, "Inter", sans-serif; color: #1d1d1f; }
            .line { overflow-x: auto; }
            .sample { white-space: pre; font-synthesis: none; display: inline-block; }
            footer { padding: 0 24px 24px; font-size: 12px; color: #6e6e73; }
            </style>
            </head>
            <body>
            <header>
            <h1>\(htmlText(platform.displayName)) text styles</h1>

            """
        if platform.supportsDynamicType {
            html += "<label>Size <select id=\"category\">"
            for case let category? in categories {
                html += "<option value=\"\(category.rawValue)\"\(category == .large ? " selected" : "")>\(htmlText(category.higName))</option>"
            }
            html += "</select></label>\n"
        }
        html += "<label>Design <select id=\"design\">"
        for design in FontDesign.allCases { html += "<option value=\"\(design.rawValue)\">\(design.rawValue)</option>" }
        html += "</select></label>\n"
        html += "<label>Leading <select id=\"leading\"><option value=\"standard\">standard</option><option value=\"tight\">tight</option><option value=\"loose\">loose</option></select></label>\n"
        html += "<label>Weight <select id=\"weight\"><option value=\"regular\">the style's</option><option value=\"emphasized\">emphasized</option></select></label>\n"
        if !faces.isEmpty {
            html += "<label>Fonts <select id=\"fonts\"><option value=\"machine\">as measured on this machine</option><option value=\"css\">the CSS font stacks</option></select></label>\n"
        }
        html += "</header>\n<main>\n"
        for style in styles {
            let name = CSSExporter.cssName(style)
            html += "<div class=\"row\"><div class=\"meta\"><b>\(htmlText(style.higName))</b><span data-meta=\"\(name)\"></span></div>"
            html += "<div class=\"line\"><span class=\"sample ty-\(name)\" data-style=\"\(style.rawValue)\">\(htmlText(sample))</span></div></div>\n"
        }
        html += "</main>\n<footer>Sizes, line heights, weights and tracking from Apple's Human Interface Guidelines tables, in rem of a 16 px root (they follow the browser's text size). Generated by typography specimen --format html."
        if let facesNote { html += " \(htmlText(facesNote))" }
        html += "</footer>\n<pre id=\"report\" hidden></pre>\n"
        html += """
            <script>
            "use strict";
            const FACES = {\(faceTable.joined(separator: ",\n"))};
            const META = {\(meta.joined(separator: ",\n"))};
            const STYLE_CLASS = {\(styles.map { "\(jsString($0.rawValue)):\(jsString(CSSExporter.cssName($0)))" }.joined(separator: ","))};
            const control = (id, fallback) => { const el = document.getElementById(id); return el ? el.value : fallback; };
            const query = new URLSearchParams(location.search);
            for (const id of ["category", "design", "leading", "weight", "fonts"]) {
              const el = document.getElementById(id);
              if (!el) continue;
              if (query.has(id) && [...el.options].some(o => o.value === query.get(id))) el.value = query.get(id);
              el.addEventListener("change", apply);
            }
            function apply() {
              const category = control("category", "standard"), design = control("design", "default");
              const leading = control("leading", "standard"), weight = control("weight", "regular");
              const machine = control("fonts", "css") === "machine";
              if (document.getElementById("category")) document.documentElement.dataset.dynamicType = category;
              for (const s of document.querySelectorAll(".sample")) {
                const style = s.dataset.style, name = STYLE_CLASS[style];
                s.className = "sample ty-" + name + (design !== "default" ? " ty-" + design : "") +
                  (leading !== "standard" ? " ty-" + leading : "") + (weight === "emphasized" ? " ty-emphasized" : "");
                const face = machine ? FACES[[category, style, design, weight].join("|")] : undefined;
                s.style.fontFamily = face ? '"' + face[0] + '"' : "";
                s.style.letterSpacing = face ? face[1] + "em" : "";
                s.style.fontVariationSettings = face && face[2] ? face[2] : "";
                const m = META[[category, style, design, "regular"].join("|")];
                const label = document.querySelector('[data-meta="' + name + '"]');
                if (m && label) {
                  const lh = leading === "tight" ? m[2] : leading === "loose" ? m[3] : m[1];
                  const perMille = v => (v > 0 ? "+" : "") + (Math.round(v * 1000) / 1000) + "/1000 em";
                  label.textContent = m[0] + " / " + lh + " pt · " + (weight === "emphasized" ? m[5] : m[4]) + "\\n" +
                    (face ? face[3] + " " + perMille(face[1] * 1000) + "\\n(Apple: " + m[7] + " " + perMille(m[6]) + ")"
                          : m[7] + " " + perMille(m[6]));
                }
              }
              if (query.get("report") === "1") {
                document.fonts.ready.then(() => {
                  const widths = {};
                  for (const s of document.querySelectorAll(".sample")) widths[s.dataset.style] = s.getBoundingClientRect().width;
                  const report = document.getElementById("report");
                  report.textContent = JSON.stringify(widths);
                });
              }
            }
            apply();
            </script>
            </body>
            </html>

            """
        return html
    }

    /// The face table's key: "category|style|design|regular" (category "standard" without Dynamic Type).
    static func keyString(_ key: Key) -> String {
        "\(key.category?.rawValue ?? "standard")|\(key.style.rawValue)|\(key.design.rawValue)|\(key.emphasized ? "emphasized" : "regular")"
    }

    /// Text for HTML content and attribute values.
    static func htmlText(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                if scalar.value < 0x20 && scalar != "\t" { out += "&#xFFFD;" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// A JavaScript string literal that is also safe inside `<script>`: JSON's escaping, then `<`,
    /// `>` and `&` as `\u` escapes (no `</script>`, no entity) and U+2028/U+2029, which end a line
    /// in older JavaScript.
    static func jsString(_ text: String) -> String {
        var out = ""
        for scalar in JSONValue.quoted(text).unicodeScalars {
            switch scalar.value {
            case 0x3C, 0x3E, 0x26, 0x2028, 0x2029, 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The inside of a CSS string: quotes, backslashes, controls and `<` written as CSS escapes.
    static func cssString(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" || scalar == "<" || scalar == ">" || scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\" + String(scalar.value, radix: 16) + " "
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A number for JavaScript: finite, rounded to at most `digits` decimals.
    static func number(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        return JSONValue.format((value * scale).rounded() / scale)
    }
}
