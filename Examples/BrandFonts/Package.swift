// swift-tools-version: 6.2
import PackageDescription

/// An app's brand fonts as a library: the FontprobeSwiftPlugin generates Fonts.swift from
/// fontprobe.yml at build time, and `swift package fontprobe-check` checks the fonts against
/// fontprobe.lock.json (README.md). The plugins run the prebuilt fontprobe of the artifact bundle
/// `make artifactbundle` assembles into .build/fontprobe-plugins, so building this package compiles
/// none of fontprobe's sources.
let package = Package(
    name: "BrandFonts",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "BrandFonts", targets: ["BrandFonts"])
    ],
    dependencies: [
        .package(name: "fontprobe-plugins", path: "../../.build/fontprobe-plugins")
    ],
    targets: [
        .target(
            name: "BrandFonts",
            plugins: [.plugin(name: "FontprobeSwiftPlugin", package: "fontprobe-plugins")]
        ),
        .testTarget(name: "BrandFontsTests", dependencies: ["BrandFonts"]),
    ]
)
