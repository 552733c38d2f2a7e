// The CoreText API fontprobe's generated Swift uses, declared for type-checking on Linux only
// (Tests/AppleInterfaces/README.md): names, labels and types as Apple documents them; no bodies
// that do anything.
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
@available(iOS 4.1, macOS 10.6, *)
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool { fatalError("an interface for type-checking only") }
