import Foundation
import TypeSystem
import SafeFile

/// The platform an Xcode project builds each of its Swift files for, read from its
/// `project.pbxproj`: a target's platform is its build configurations' `SDKROOT` (or a single
/// `SUPPORTED_PLATFORMS`), the project's when the target sets none; a file is a target's when the
/// target's Sources phase names it, or when it lies in one of the target's synchronized folders
/// (Xcode 16). A watch app whose files import only SwiftUI is so told apart from its iOS app,
/// whatever its folders are called.
struct XcodeProject {
    /// The platforms of the targets that build each file, by path relative to the project's folder
    /// (the one holding the `.xcodeproj`).
    var members: [String: Set<Platform>] = [:]
    /// Synchronized folders (relative to the project's folder) and their targets' platforms.
    var folders: [(path: String, platforms: Set<Platform>)] = []
    /// Every target's platform: one platform means every file of the project is built for it.
    var platforms = Set<Platform>()

    /// The platform a file (relative to the project's folder) is built for, when it is one.
    func platform(of relative: String) -> Platform? {
        let found = members[relative]
            ?? folders.filter { relative.hasPrefix($0.path + "/") }.max { $0.path.count < $1.path.count }?.platforms
            ?? platforms
        return found.count == 1 ? found.first : nil
    }

    /// `SDKROOT` and `SUPPORTED_PLATFORMS` names.
    static func platform(sdk: String) -> Platform? {
        switch sdk.lowercased().replacingOccurrences(of: "simulator", with: "os") {
        case "iphoneos": return .iOS
        case "macosx": return .macOS
        case "watchos": return .watchOS
        case "appletvos": return .tvOS
        case "xros", "xros.sdk", "visionos": return .visionOS
        default: return nil
        }
    }

    /// The platform of the one deployment target a configuration sets, when it names no SDK
    /// (`MACOSX_DEPLOYMENT_TARGET = 10.12` alone, its SDK left to an `.xcconfig` or to Xcode).
    static func platform(deploymentTargetsIn settings: [String: OldStylePlist.Value]) -> Platform? {
        let targets: [(String, Platform)] = [("MACOSX_DEPLOYMENT_TARGET", .macOS), ("IPHONEOS_DEPLOYMENT_TARGET", .iOS),
                                             ("WATCHOS_DEPLOYMENT_TARGET", .watchOS), ("TVOS_DEPLOYMENT_TARGET", .tvOS),
                                             ("XROS_DEPLOYMENT_TARGET", .visionOS)]
        let set = targets.filter { settings[$0.0] != nil }
        return set.count == 1 ? set.first?.1 : nil
    }

    init() {}

    init(pbxproj text: String) {
        guard case .dict(let top)? = OldStylePlist.parse(text), case .dict(let objects)? = top["objects"],
              let root = top["rootObject"]?.string, let project = objects[root]?.dict else { return }
        func object(_ id: String?) -> [String: OldStylePlist.Value]? { id.flatMap { objects[$0]?.dict } }
        func configuredPlatforms(ofList id: String?) -> Set<Platform> {
            var out = Set<Platform>()
            for c in object(id)?["buildConfigurations"]?.array ?? [] {
                guard let settings = object(c.string)?["buildSettings"]?.dict else { continue }
                if let sdk = settings["SDKROOT"]?.string, let p = Self.platform(sdk: sdk) {
                    out.insert(p)
                } else if let supported = settings["SUPPORTED_PLATFORMS"]?.string {
                    out.formUnion(supported.split(separator: " ").compactMap { Self.platform(sdk: String($0)) })
                } else if let p = Self.platform(deploymentTargetsIn: settings) {
                    out.insert(p)
                }
            }
            return out
        }
        let projectPlatforms = configuredPlatforms(ofList: project["buildConfigurationList"]?.string)
        // Every file reference's and group's path, walked down from the main group.
        var paths: [String: String] = [:]
        func walk(_ id: String, parent: String, depth: Int) {
            guard depth < 64, let o = object(id) else { return }
            let own = o["path"]?.string
            let tree = o["sourceTree"]?.string ?? "<group>"
            let path: String
            switch tree {
            case "<group>": path = XcodeProject.join(parent, own)
            case "SOURCE_ROOT": path = XcodeProject.join("", own)
            default: return
            }
            paths[id] = path
            for child in o["children"]?.array ?? [] { if let c = child.string { walk(c, parent: path, depth: depth + 1) } }
        }
        if let main = project["mainGroup"]?.string { walk(main, parent: "", depth: 0) }
        for t in project["targets"]?.array ?? [] {
            guard let target = object(t.string) else { continue }
            var own = configuredPlatforms(ofList: target["buildConfigurationList"]?.string)
            if own.isEmpty { own = projectPlatforms }
            guard !own.isEmpty else { continue }
            platforms.formUnion(own)
            for phase in target["buildPhases"]?.array ?? [] {
                guard let p = object(phase.string), p["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for file in p["files"]?.array ?? [] {
                    guard let ref = object(file.string)?["fileRef"]?.string, let path = paths[ref] else { continue }
                    members[path, default: []].formUnion(own)
                }
            }
            for group in target["fileSystemSynchronizedGroups"]?.array ?? [] {
                if let id = group.string, let path = paths[id] { folders.append((path, own)) }
            }
        }
    }

    /// `parent/child`, with `.` and `..` folded, so that paths compare as the walk writes them.
    static func join(_ parent: String, _ child: String?) -> String {
        var parts: [Substring] = []
        for part in (parent + "/" + (child ?? "")).split(separator: "/") {
            if part == "." { continue }
            if part == "..", !parts.isEmpty, parts.last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }
}

/// The old-style property list of `project.pbxproj`: `{ key = value; }`, `( a, b )`, strings
/// quoted or bare, `/* */` and `//` comments.
enum OldStylePlist {
    indirect enum Value {
        case string(String)
        case array([Value])
        case dict([String: Value])

        var string: String? { if case .string(let s) = self { return s } else { return nil } }
        var array: [Value]? { if case .array(let a) = self { return a } else { return nil } }
        var dict: [String: Value]? { if case .dict(let d) = self { return d } else { return nil } }
    }

    static func parse(_ text: String) -> Value? {
        var reader = Reader(bytes: Array(text.utf8))
        return reader.value(depth: 0)
    }

    private struct Reader {
        let bytes: [UInt8]
        var k = 0

        mutating func skip() {
            while k < bytes.count {
                let c = bytes[k]
                if c == 32 || c == 9 || c == 10 || c == 13 { k += 1; continue }
                if c == 47, k + 1 < bytes.count, bytes[k + 1] == 42 {  // /* … */
                    k += 2
                    while k + 1 < bytes.count, !(bytes[k] == 42 && bytes[k + 1] == 47) { k += 1 }
                    k = min(bytes.count, k + 2)
                    continue
                }
                if c == 47, k + 1 < bytes.count, bytes[k + 1] == 47 {  // // …
                    while k < bytes.count, bytes[k] != 10 { k += 1 }
                    continue
                }
                return
            }
        }

        mutating func value(depth: Int) -> Value? {
            skip()
            guard k < bytes.count, depth < 64 else { return nil }
            switch bytes[k] {
            case 123:  // {
                k += 1
                var d: [String: Value] = [:]
                while true {
                    skip()
                    guard k < bytes.count else { return nil }
                    if bytes[k] == 125 { k += 1; return .dict(d) }
                    guard let key = value(depth: depth + 1)?.string else { return nil }
                    skip()
                    guard k < bytes.count, bytes[k] == 61 else { return nil }  // =
                    k += 1
                    guard let v = value(depth: depth + 1) else { return nil }
                    d[key] = v
                    skip()
                    if k < bytes.count, bytes[k] == 59 { k += 1 }  // ;
                }
            case 40:  // (
                k += 1
                var a: [Value] = []
                while true {
                    skip()
                    guard k < bytes.count else { return nil }
                    if bytes[k] == 41 { k += 1; return .array(a) }
                    guard let v = value(depth: depth + 1) else { return nil }
                    a.append(v)
                    skip()
                    if k < bytes.count, bytes[k] == 44 { k += 1 }  // ,
                }
            case 34:  // "…"
                k += 1
                var s: [UInt8] = []
                while k < bytes.count, bytes[k] != 34 {
                    if bytes[k] == 92, k + 1 < bytes.count { k += 1 }
                    s.append(bytes[k])
                    k += 1
                }
                k += 1
                return .string(String(decoding: s, as: UTF8.self))
            default:
                let start = k
                while k < bytes.count, !Self.delimiters.contains(bytes[k]) { k += 1 }
                return k > start ? .string(String(decoding: bytes[start..<k], as: UTF8.self)) : nil
            }
        }

        /// Space, `{ } ( ) = ; , "`: what ends a bare string.
        static let delimiters: Set<UInt8> = [32, 9, 10, 13, 123, 125, 40, 41, 61, 59, 44, 34]
    }
}

/// The Xcode projects around the Swift files linted: each file takes the platform of the targets
/// that build it, from the nearest folder (up to the repository root) that holds a project.
struct BuildPlatforms {
    private var projectsIn: [String: [XcodeProject]] = [:]

    /// The platform each job's file is built for, where a project says so (nil elsewhere).
    static func of(_ jobs: [SourceLinter.Job]) -> [Platform?] {
        var index = BuildPlatforms()
        return jobs.map { job in
            guard job.language == .swift, !job.context, job.path.hasSuffix(job.rootRelative) else { return nil }
            let root = String(job.path.dropLast(job.rootRelative.count))
            return index.platform(ofFile: job.path, root: root)
        }
    }

    private mutating func platform(ofFile path: String, root: String) -> Platform? {
        // Folders from the file's up to the root; "" stands for the working directory.
        var dir = Self.parent(path)
        let top = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
        while true {
            let projects = projects(in: dir)
            if !projects.isEmpty {
                let relative = dir.isEmpty ? path : String(path.dropFirst(dir.count + (dir.hasSuffix("/") ? 0 : 1)))
                let found = Set(projects.compactMap { $0.platform(of: relative.hasPrefix("./") ? String(relative.dropFirst(2)) : relative) })
                return found.count == 1 ? found.first : nil
            }
            if dir.isEmpty || dir == "." || dir == top || dir == "/" || dir.count < top.count { return nil }
            dir = Self.parent(dir)
        }
    }

    /// The folder of a path: "" for a bare name, "/" for a name at the root. (Foundation's
    /// `deletingLastPathComponent` traps on "." on Linux.)
    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private mutating func projects(in dir: String) -> [XcodeProject] {
        if let known = projectsIn[dir] { return known }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.isEmpty ? "." : dir)) ?? []
        func path(_ name: String) -> String { dir.isEmpty ? name : dir.hasSuffix("/") ? "\(dir)\(name)" : "\(dir)/\(name)" }
        var found = names.filter { $0.hasSuffix(".xcodeproj") }.sorted().compactMap { name -> XcodeProject? in
            guard let bytes = try? InputFile.read(path("\(name)/project.pbxproj"), limit: 16 << 20) else { return nil }
            return XcodeProject(pbxproj: String(decoding: bytes, as: UTF8.self))
        }
        // No Xcode project: a manifest that generates one (Tuist, XcodeGen).
        if found.isEmpty, let name = ProjectManifest.names.first(where: { names.contains($0) }),
           let bytes = try? InputFile.read(path(name), limit: 4 << 20),
           let project = ProjectManifest.project(name: name, text: String(decoding: bytes, as: UTF8.self)) {
            found = [project]
        }
        projectsIn[dir] = found
        return found
    }
}
