import Foundation
import Testing
@testable import FontCatalog

@Suite("fontconfig configuration, read without fontconfig")
struct FontDirectoriesTests {
    static let wellFormed: [(String, String, String)] = [
        ("elements and text", "<fontconfig><dir>/a</dir></fontconfig>", "/a"),
        ("a DOCTYPE and a comment", "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">\n<!-- c -->\n<fontconfig><dir>/b</dir></fontconfig>", "/b"),
        ("entities", "<fontconfig><dir>/a&amp;b&#x41;&#66;</dir></fontconfig>", "/a&bAB"),
        ("CDATA", "<fontconfig><dir><![CDATA[/c<d]]></dir></fontconfig>", "/c<d"),
        ("a DOCTYPE with an internal subset", "<!DOCTYPE f [ <!ENTITY x \"y\"> ]><fontconfig><dir>/e</dir></fontconfig>", "/e"),
    ]

    @Test("a configuration text is trimmed as Foundation trims white space and line ends")
    func trimsAsFoundation() {
        let cases = ["", " ", "/a", "  /a b  ", "\n\t/usr/share/fonts\r\n", "\u{A0}/a\u{A0}", " \u{2028}/a ", "/é ",
                     " é", "\u{3000}", "a\u{85}", "\u{FEFF}/a", "/a\u{200B}", "\r\n"]
        for c in cases {
            #expect(FontDirectories.trimmed(c) == c.trimmingCharacters(in: .whitespacesAndNewlines), "\(Array(c.unicodeScalars))")
        }
    }

    @Test("well-formed configuration XML is read", arguments: wellFormed)
    func readsWellFormedXML(_ c: (String, String, String)) throws {
        let root = try ConfigXML.parse(Array(c.1.utf8))
        #expect(root.name == "fontconfig")
        #expect(root.children.first?.text == c.2, "\(c.0)")
    }

    static let malformed: [(String, String)] = [
        ("unclosed element", "<fontconfig><dir>/a</fontconfig>"),
        ("mismatched end tag", "<fontconfig><dir>/a</dur></fontconfig>"),
        ("unterminated comment", "<fontconfig><!-- </fontconfig>"),
        ("unquoted attribute", "<fontconfig><dir prefix=xdg>a</dir></fontconfig>"),
        ("unknown entity", "<fontconfig><dir>&nope;</dir></fontconfig>"),
        ("empty file", ""),
        ("two roots", "<a/><b/>"),
        ("binary", "\u{0}\u{1}\u{2}<<<>>>"),
        ("unterminated CDATA", "<fontconfig><![CDATA[ x</fontconfig>"),
        ("a lone ampersand", "<fontconfig><dir>a & b</dir></fontconfig>"),
    ]

    @Test("malformed XML is an error with a line, never a trap", arguments: malformed)
    func rejectsMalformedXML(_ c: (String, String)) {
        #expect(throws: ConfigXMLError.self, "\(c.0)") { try ConfigXML.parse(Array(c.1.utf8)) }
    }

    @Test("deep nesting is refused, not a stack overflow")
    func refusesDeepNesting() {
        let deep = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
        #expect(throws: ConfigXMLError.self) { try ConfigXML.parse(Array(deep.utf8)) }
    }

    @Test("random bytes never trap the XML reader")
    func randomBytesNeverTrap() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let alphabet = Array("<>/=\"'!?-[]&;#x abc\n".utf8)
            let bytes = (0..<Int.random(in: 0..<200, using: &rng)).map { _ in alphabet.randomElement(using: &rng) ?? 0 }
            _ = try? ConfigXML.parse(bytes)
        }
    }

    @Test("dir prefixes, ~, includes of files and conf.d directories, reset-dirs and globs")
    func followsFontconfigRules() throws {
        let t = try TempDir("conf")
        defer { t.cleanup() }
        var env = try sandboxEnvironment(t)
        let home = env["HOME"] ?? ""
        let xdgData = env["XDG_DATA_HOME"] ?? ""
        let xdgConfig = env["XDG_CONFIG_HOME"] ?? ""
        let confDir = try t.mkdir("etc")
        try t.write("etc/fonts.conf", """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <dir>/dropped-by-reset</dir>
              <reset-dirs/>
              <dir>/usr/share/fonts</dir>
              <dir prefix="xdg">fonts</dir>
              <dir>~/.fonts</dir>
              <dir prefix="relative">rel-fonts</dir>
              <include ignore_missing="yes">conf.d</include>
              <include ignore_missing="yes" prefix="xdg">fontconfig/fonts.conf</include>
              <include ignore_missing="yes">missing.conf</include>
              <include>also-missing.conf</include>
              <selectfont><rejectfont><glob>/usr/share/fonts/bad/*</glob></rejectfont>
                <acceptfont><glob>/usr/share/fonts/bad/good.ttf</glob></acceptfont></selectfont>
            </fontconfig>
            """)
        try t.write("etc/conf.d/10-a.conf", "<fontconfig><dir>/from-10</dir></fontconfig>")
        try t.write("etc/conf.d/09-b.conf", "<fontconfig><dir>/from-09</dir></fontconfig>")
        try t.write("etc/conf.d/README", "<fontconfig><dir>/not-a-conf</dir></fontconfig>")
        try t.write("etc/conf.d/x-c.conf", "<fontconfig><dir>/not-a-digit</dir></fontconfig>")
        try t.write("etc/conf.d/20-broken.conf", "<fontconfig><dir>/broken</fontconfig>")
        try t.write("xdg-config/fontconfig/fonts.conf", "<fontconfig><dir>/from-user</dir><include>../../etc/conf.d/10-a.conf</include></fontconfig>")
        env["FONTCONFIG_FILE"] = confDir + "/fonts.conf"
        let dirs = FontDirectories.fontconfig(environment: env)
        #expect(dirs.directories == [
            "/usr/share/fonts", xdgData + "/fonts", "/usr/local/share/fonts", home + "/.fonts", confDir + "/rel-fonts",
            "/from-09", "/from-10", "/from-user",
        ])
        #expect(dirs.problems.count == 2)
        #expect(dirs.problems.contains { $0.path.hasSuffix("20-broken.conf") && $0.reason.contains("not well-formed") })
        #expect(dirs.problems.contains { $0.path == "also-missing.conf" })
        #expect(dirs.isRejected("/usr/share/fonts/bad/x.ttf"))
        #expect(!dirs.isRejected("/usr/share/fonts/bad/good.ttf"))
        #expect(!dirs.isRejected("/usr/share/fonts/x.ttf"))
        #expect(dirs.configFiles.first == confDir + "/fonts.conf")
        _ = xdgConfig
    }

    @Test("FONTCONFIG_PATH finds a relative FONTCONFIG_FILE; a missing configuration uses fontconfig's defaults")
    func configurationSearchPath() throws {
        let t = try TempDir("conf")
        defer { t.cleanup() }
        var env = try sandboxEnvironment(t)
        let confDir = try t.mkdir("conf")
        try t.write("conf/mine.conf", "<fontconfig><dir>/mine</dir></fontconfig>")
        env["FONTCONFIG_PATH"] = confDir
        env["FONTCONFIG_FILE"] = "mine.conf"
        #expect(FontDirectories.fontconfig(environment: env).directories == ["/mine"])
        env["FONTCONFIG_FILE"] = "/nonexistent/fonts.conf"
        let fallback = FontDirectories.fontconfig(environment: env)
        #expect(fallback.directories.contains("/usr/share/fonts"))
        #expect(fallback.problems.count == 1)
    }

    @Test("an include cycle is read once")
    func includeCycle() throws {
        let t = try TempDir("conf")
        defer { t.cleanup() }
        var env = try sandboxEnvironment(t)
        let a = try t.write("a.conf", "<fontconfig><dir>/a</dir><include>\(t.path)/b.conf</include></fontconfig>")
        try t.write("b.conf", "<fontconfig><dir>/b</dir><include>\(a)</include></fontconfig>")
        env["FONTCONFIG_FILE"] = a
        #expect(FontDirectories.fontconfig(environment: env).directories == ["/a", "/b"])
    }

    @Test("TYPOGRAPHY_FONT_DIRS and extra directories come after fontconfig's")
    func extraDirectories() throws {
        let t = try TempDir("conf")
        defer { t.cleanup() }
        var env = try sandboxEnvironment(t)
        env["FONTCONFIG_FILE"] = try t.write("f.conf", "<fontconfig><dir>/fc</dir></fontconfig>")
        env["TYPOGRAPHY_FONT_DIRS"] = "/one::/two/"
        let dirs = FontDirectories.standard(environment: env, extra: ["/three", "/one"])
        #expect(dirs.directories == ["/fc", "/one", "/two", "/three"])
    }

    static let globCases: [(String, String, Bool)] = [
        ("/a/*", "/a/b/c.ttf", true), ("*.pcf.gz", "/x/y.pcf.gz", true), ("/a/?.ttf", "/a/bb.ttf", false),
        ("/a/b.ttf", "/a/b.ttf", true), ("*", "", true), ("/a/*.otf", "/a/x.ttf", false),
    ]

    @Test("fontconfig globs", arguments: globCases)
    func globsMatchLikeFontconfig(_ c: (String, String, Bool)) { #expect(globMatch(c.0, c.1) == c.2) }

    /// Differential: the files this reader's directories hold are the files `fc-list` lists for
    /// the same configuration (this machine's, with HOME and XDG in a temporary directory).
    @Test("the scanned font files equal fc-list's for this machine's configuration",
          .enabled(if: Installed.hasFontconfigTools && FileManager.default.fileExists(atPath: "/etc/fonts/fonts.conf")))
    func sameFilesAsFcList() throws {
        let t = try TempDir("fclist")
        defer { t.cleanup() }
        let env = try sandboxEnvironment(t)
        let fc = try runTool(Installed.tool("fc-list") ?? "fc-list", ["--format", "%{file}\n"], environment: env)
        #expect(fc.code == 0)
        let theirs = Set(fc.out.split(separator: "\n").map(String.init))
        let catalog = Catalog.open(directories: FontDirectories.standard(environment: env), cachePath: nil)
        let ours = Set(catalog.faces.map(\.path))
        // Explained differences: formats fontconfig reads through FreeType and FontFile refuses
        // (Type 1, PCF/BDF bitmaps, WOFF): they are in our problems as unsupported.
        let unsupported = Set(catalog.summary.problems.filter { $0.kind == .unsupportedFormat }.map(\.path))
        #expect(ours.subtracting(theirs).isEmpty, "only ours: \(ours.subtracting(theirs).sorted())")
        #expect(theirs.subtracting(ours).subtracting(unsupported).isEmpty, "only fc-list's: \(theirs.subtracting(ours).sorted())")
        #expect(!ours.isEmpty)
    }

    @Test("with a configuration of our own, fc-list and the catalog agree on files and face counts",
          .enabled(if: Installed.hasFontconfigTools))
    func sameFacesAsFcListForOwnConfig() throws {
        let t = try TempDir("fclist")
        defer { t.cleanup() }
        var env = try sandboxEnvironment(t)
        let fonts = try t.copyFixtures(Fixtures.fonts, to: "fonts")
        try t.copyFixtures(["CollectionTest.ttc"], to: "xdg-data/fonts/sub")
        env["FONTCONFIG_FILE"] = try t.write("fonts.conf", """
            <fontconfig><dir>\(fonts)</dir><dir prefix="xdg">fonts</dir>
            <cachedir>\(t.path)/fc-cache</cachedir></fontconfig>
            """)
        env["XDG_DATA_DIRS"] = try t.mkdir("data-dirs")
        try t.copyFixtures(["MonoTest-Regular.ttf"], to: "data-dirs/fonts")
        let fc = try runTool(Installed.tool("fc-list") ?? "fc-list", ["--format", "%{file}\n"], environment: env)
        var theirs: [String: Int] = [:]
        for line in fc.out.split(separator: "\n") { theirs[String(line), default: 0] += 1 }
        let catalog = Catalog.open(directories: FontDirectories.standard(environment: env), cachePath: nil)
        var ours: [String: Int] = [:]
        for f in catalog.faces { ours[f.path, default: 0] += 1 }
        let differing = Set(ours.keys).union(theirs.keys).filter { ours[$0] != theirs[$0] }
        #expect(differing.isEmpty, "\(differing.sorted().map { "\($0): ours \(ours[$0] ?? 0), fc-list \(theirs[$0] ?? 0)" })")
        #expect(ours.count == Fixtures.fonts.count + 2)
    }
}
