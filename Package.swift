// swift-tools-version: 6.0
// Typography: Apple's UI typography system on every platform Swift runs on.
// Layers (dependencies point down only): see shared DESIGN and README "Architecture".
import PackageDescription

let package = Package(
    name: "Typography",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TypeSystem", targets: ["TypeSystem"]),
        .library(name: "TextScaling", targets: ["TextScaling"]),
        .executable(name: "typography", targets: ["typography"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Pure Swift, no dependency at all: the published specification and its rules.
        .target(name: "TypeSystem"),
        // Pure Swift, no dependency at all: iOS and standard text scalings, the Cocoa RTF reader and writer.
        .target(name: "TextScaling"),
        .executableTarget(
            name: "typography",
            dependencies: [
                "TypeSystem",
                "TextScaling",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "TypeSystemTests", dependencies: ["TypeSystem"]),
        .testTarget(name: "TextScalingTests", dependencies: ["TextScaling"]),
        .testTarget(name: "CLITests", dependencies: ["typography"]),
    ]
)
