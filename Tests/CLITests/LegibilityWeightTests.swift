import Foundation
import Testing

/// Bold Text (the legibility weight) for a custom font: the next heavier face its family has
/// installed. What is installed is read from `fonts list --faces`, so the expectation holds on
/// any machine's font set.
@Suite struct LegibilityWeightTests {
    func installedWeights(_ family: String, italic: Bool = false) throws -> [Int] {
        let r = try runCLI(["fonts", "list", "--faces", "--family", family, "-j"], environment: WarmSandbox.env)
        let faces = try #require(try r.json() as? [[String: Any]], "\(r.stderr)")
        return Set(faces.filter { ($0["italic"] as? Bool) == italic }.compactMap { $0["weight"] as? Int }).sorted()
    }

    func chosenWeight(_ args: [String]) throws -> (weight: Int, postscriptName: String) {
        let r = try runCLI(["measure", "x"] + args + ["--point-size", "17", "-j"], environment: WarmSandbox.env)
        let font = try #require((try r.json() as? [String: Any])?["font"] as? [String: Any], "\(r.stderr)")
        let name = try #require(font["postscriptName"] as? String)
        let listed = try runCLI(["fonts", "resolve", name, "-j"], environment: WarmSandbox.env)
        let face = ((try listed.json() as? [[String: Any]])?.first?["face"] as? [String: Any])
        return (face?["weight"] as? Int ?? -1, name)
    }

    @Test(arguments: [("Inter", 400), ("Noto Sans", 700), ("Noto Serif", 400)])
    func boldTextGivesTheNextHeavierInstalledFace(family: String, weight: Int) throws {
        let weights = try installedWeights(family)
        try #require(weights.contains(weight), "\(family) \(weight) is installed: \(weights)")
        let plain = try chosenWeight(["--font", family, "--weight", "\(weight)"])
        #expect(plain.weight == weight)
        let bold = try chosenWeight(["--font", family, "--weight", "\(weight)", "--legibility-weight", "bold"])
        let expected = weights.first { $0 > weight } ?? weight
        #expect(bold.weight == expected, "\(family): \(bold.postscriptName), installed \(weights)")
    }
}
