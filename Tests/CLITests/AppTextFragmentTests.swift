import Foundation
import Testing

/// Real apps' text code (AppTextFragments/: verbatim fragments of permissively licensed public
/// apps, each file naming its source), type-checked against the built library with
/// `import Typography` alone, each file by itself (apps declare the same helpers). The fragments
/// listed in `compiles.txt` must compile; every other fragment must still fail, naming in
/// `gaps.txt` the Apple names it needs that are not here, so that the record stays true as the
/// names arrive.
@Suite("Real apps' text code")
struct AppTextFragmentTests {
    static let folder = SnippetCompiler.root.appendingPathComponent("Tests/CLITests/AppTextFragments")

    static func list(_ name: String) throws -> Set<String> {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        return Set(text.split(separator: "\n").compactMap { line in
            let word = line.split(separator: " ").first.map(String.init) ?? ""
            return word.hasSuffix(".swift") ? word : nil
        })
    }

    @Test func fragmentsCompileAsRecorded() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        let compiles = try Self.list("compiles.txt"), gaps = try Self.list("gaps.txt")
        #expect(files.count >= 40)
        #expect(compiles.isDisjoint(with: gaps))
        #expect(compiles.union(gaps) == Set(files.map(\.lastPathComponent)), "every fragment is in compiles.txt or gaps.txt")
        for file in files {
            let r = try SnippetCompiler.typecheck(file)
            let name = file.lastPathComponent
            if compiles.contains(name) {
                #expect(r.status == 0, "\(name) does not compile:\n\(r.output)")
            } else {
                #expect(r.status != 0, "\(name) compiles now: move it to compiles.txt")
            }
        }
    }
}
