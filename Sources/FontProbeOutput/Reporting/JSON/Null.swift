/// An optional member that schema 2 writes as `null` when absent, rather than leaving it out
/// (what a synthesized `Encodable` does with a plain optional).
@propertyWrapper
struct Null<Value: Encodable & Sendable>: Encodable, Sendable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}
