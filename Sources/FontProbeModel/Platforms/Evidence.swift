/// What a number rests on (docs/model.md#notation-and-evidence): a tag and, in a few words, the
/// source, renders or reasoning behind it. A recipe's evidence in `spec` is the weakest of what its
/// box and every baseline rest on, at the scale and number of lines asked
/// (``PlatformModel/evidence(_:of:_:lineHeight:scale:)``).
package struct Evidence: Sendable, Hashable {
    /// The tags of docs/model.md, as written between brackets.
    package enum Tag: String, Sendable, Hashable, CaseIterable {
        /// A primary source: the platform's documentation or its source code.
        case primary = "P"
        /// Measured in renders published by a third party.
        case measured = "M"
        /// Stated in a published article or project as a recipe, not measured.
        case stated = "S"
        /// fontprobe's own inference: neither documented nor measured.
        case inferred = "I"
        /// Unknown: not settled; the report says so.
        case unknown = "U"
    }

    package var tag: Tag
    /// The source or renders, or why it is inferred: "a hugging 3-line label at 3x, 6/6 renders".
    package var basis: String

    package init(_ tag: Tag, _ basis: String) {
        self.tag = tag
        self.basis = basis
    }

    /// As the reports write it: `[M: a hugging 3-line label at 3x, 6/6 renders]`.
    package var bracketed: String { "[\(tag.rawValue): \(basis)]" }
}
