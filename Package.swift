// swift-tools-version: 6.2
import PackageDescription

/// The project's own targets build without a warning (dependencies keep their own settings).
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// Every test target sees the layers and the shared test support.
let testDependencies: [Target.Dependency] = [
    "FontProbe", "FontProbeModel", "FontProbeRules", "FontProbeReader", "FontProbeOutput", "FontProbeTestSupport",
]

let package = Package(
    name: "fontprobe",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "FontProbe", targets: ["FontProbe"]),
        .executable(name: "fontprobe", targets: ["fontprobe-cli"]),
        .plugin(name: "FontprobeCheckPlugin", targets: ["FontprobeCheckPlugin"]),
        .plugin(name: "FontprobeSwiftPlugin", targets: ["FontprobeSwiftPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // The layers (docs/architecture.md): each depends only on those below it, and each C
        // library is imported by one target.
        // Pure values and formulas: no C, no files.
        .target(name: "FontProbeModel", swiftSettings: strict),
        // Rules, audit, check configuration, lockfile values, report models: values in, values out.
        .target(
            name: "FontProbeRules", dependencies: ["FontProbeModel", .product(name: "Yams", package: "Yams")],
            swiftSettings: strict),
        // FreeType and every file-system access.
        .target(
            name: "FontProbeReader", dependencies: ["FontProbeModel", "FontProbeRules", "CFreeType"],
            exclude: ["Legend/LegendFont-LICENSE.txt"], swiftSettings: strict),
        // Reporters, rendering, PNG (libpng), code generation: values in, bytes out.
        .target(
            name: "FontProbeOutput", dependencies: ["FontProbeModel", "FontProbeRules", "CLibPNG"],
            resources: [.embedInCode("Resources/report.css"), .embedInCode("Resources/report.js")],
            swiftSettings: strict),
        // The library product: the layers, re-exported.
        .target(
            name: "FontProbe", dependencies: ["FontProbeModel", "FontProbeRules", "FontProbeReader", "FontProbeOutput"],
            swiftSettings: strict),
        .executableTarget(
            name: "fontprobe-cli",
            dependencies: [
                "FontProbe",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        // What every test target shares: the process runner, golden files, fixtures and their
        // fontTools reading, literal metrics (docs/development.md#tests).
        .target(
            name: "FontProbeTestSupport", dependencies: ["FontProbeModel"], path: "Tests/FontProbeTestSupport",
            swiftSettings: strict),
        // One test target per layer, and the pipelines and the command line in FontProbeTests.
        .testTarget(name: "FontProbeModelTests", dependencies: testDependencies, swiftSettings: strict),
        .testTarget(
            name: "FontProbeRulesTests", dependencies: testDependencies, exclude: ["Check/Golden"], swiftSettings: strict),
        .testTarget(name: "FontProbeReaderTests", dependencies: testDependencies, swiftSettings: strict),
        .testTarget(
            name: "FontProbeOutputTests", dependencies: testDependencies,
            exclude: ["CodeGeneration/Golden", "Reporting/Golden", "Rendering/Golden"], swiftSettings: strict),
        .testTarget(
            name: "FontProbeTests", dependencies: testDependencies, exclude: ["CLI/Golden"], swiftSettings: strict),
        // The command line's own reading, against argument-parser's (no process spawned).
        .testTarget(name: "FontProbeCLITests", dependencies: ["fontprobe-cli"], swiftSettings: strict),
        // `swift package fontprobe-check` (docs/commands/check.md#in-a-swift-package).
        .plugin(
            name: "FontprobeCheckPlugin",
            capability: .command(
                intent: .custom(
                    verb: "fontprobe-check",
                    description: "Run fontprobe check with the package's fontprobe.yml")),
            dependencies: ["fontprobe-cli"]
        ),
        // Fonts.swift from fontprobe.yml at build time (docs/commands/swift.md#in-a-swift-package).
        .plugin(name: "FontprobeSwiftPlugin", capability: .buildTool(), dependencies: ["fontprobe-cli"]),
    ]
)
