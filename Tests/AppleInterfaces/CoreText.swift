// The CoreText API fontprobe's generated Swift uses, declared for type-checking on Linux
// (Tests/AppleInterfaces/README.md): names, labels and types as Apple documents them. Font
// registration alone does something, so that a test can run the generated registration: it
// records each file, as the process's registered fonts.
@_exported import Foundation

/// Toll-free bridged to URL on Apple platforms, so `url as CFURL` compiles.
/// https://developer.apple.com/documentation/corefoundation/cfurl
public typealias CFURL = URL

/// https://developer.apple.com/documentation/corefoundation/cferror
public final class CFError {}

/// https://developer.apple.com/documentation/coretext/ctfontmanagerscope (iOS 4.1, macOS 10.6)
@available(iOS 4.1, macOS 10.6, *)
public enum CTFontManagerScope: UInt32 {
    case none = 0
    case process = 1
    case persistent = 2
    case session = 3
}

/// https://developer.apple.com/documentation/coretext/1499468-ctfontmanagerregisterfontsforurl
/// (iOS 4.1, macOS 10.6)
/// Here: records `fontURL` and returns true, or false for a file registered before, as CoreText does.
@available(iOS 4.1, macOS 10.6, *)
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool { RegisteredFonts.shared.add(fontURL) }

/// Not Apple's: the files this stand-in registered, in order, for the tests that run generated code.
public final class RegisteredFonts: @unchecked Sendable {
    public static let shared = RegisteredFonts()
    private let lock = NSLock()
    private var files: [URL] = []
    private var calls = 0

    /// Every file registered, in order.
    public var urls: [URL] { lock.withLock { files } }
    /// How many times registration was asked for, a file registered before included.
    public var attempts: Int { lock.withLock { calls } }

    func add(_ url: URL) -> Bool {
        lock.withLock {
            calls += 1
            guard !files.contains(url) else { return false }
            files.append(url)
            return true
        }
    }
}
