import Foundation
import TypeSystem
import SafeFile

/// Projects described by a manifest that generates the Xcode project, where the repository keeps
/// no `.xcodeproj`: Tuist's `Project.swift` (a target's `destinations:` or older `platform:`) and
/// XcodeGen's `project.yml` (a target's `platform:`). Only the set of platforms is read, not which
/// target builds which file: when every target is built for one platform, every file of the
/// manifest's folder is built for it; otherwise the manifest says nothing.
enum ProjectManifest {
    /// The manifest file names, in the order they are looked for in a folder.
    static let names = ["Project.swift", "project.yml", "project.yaml"]

    /// The project a manifest describes, with its targets' platforms, or nil when it names none.
    static func project(name: String, text: String) -> XcodeProject? {
        let found = name == "Project.swift" ? tuistPlatforms(text) : xcodeGenPlatforms(text)
        guard !found.isEmpty else { return nil }
        var project = XcodeProject()
        project.platforms = found
        return project
    }

    /// Tuist: `destinations: .macOS`, `destinations: [.iPhone, .iPad]`, `destinations: .iOS`,
    /// `platform: .watchOS` (before destinations), each target's.
    static func tuistPlatforms(_ text: String) -> Set<Platform> {
        let destinations: [String: Platform] = [
            "iPhone": .iOS, "iPad": .iOS, "iOS": .iOS, "macWithiPadDesign": .iOS, "macCatalyst": .iOS,
            "mac": .macOS, "macOS": .macOS, "appleWatch": .watchOS, "watchOS": .watchOS,
            "appleTv": .tvOS, "tvOS": .tvOS, "appleVision": .visionOS, "visionOS": .visionOS,
        ]
        var found = Set<Platform>()
        for label in ["destinations:", "platform:"] {
            var rest = Substring(text)
            while let r = rest.range(of: label) {
                rest = rest[r.upperBound...]
                // The value: up to the end of its line, or of its `[…]`.
                let value = rest.hasPrefix(" [") || rest.hasPrefix("[")
                    ? rest.prefix { $0 != "]" } : rest.prefix { $0 != "\n" && $0 != "," && $0 != ")" }
                for word in value.split(whereSeparator: { !$0.isLetter }) {
                    if let p = destinations[String(word)] { found.insert(p) }
                }
            }
        }
        return found
    }

    /// XcodeGen: `platform: macOS`, `platform: [iOS, tvOS]` under a target (`supportedDestinations`
    /// too, in XcodeGen 2.38's names).
    static func xcodeGenPlatforms(_ text: String) -> Set<Platform> {
        let names: [String: Platform] = ["iOS": .iOS, "macOS": .macOS, "watchOS": .watchOS, "tvOS": .tvOS, "visionOS": .visionOS]
        var found = Set<Platform>()
        for line in text.split(separator: "\n") {
            let t = line.drop { $0 == " " || $0 == "\t" }
            guard t.hasPrefix("platform:") || t.hasPrefix("supportedDestinations:") else { continue }
            let value = t.drop { $0 != ":" }.dropFirst().prefix { $0 != "#" }
            for word in value.split(whereSeparator: { !$0.isLetter }) {
                if let p = names[String(word)] { found.insert(p) }
            }
        }
        return found
    }
}
