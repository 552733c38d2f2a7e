// Declared for compiling generated Kotlin only (Tests/AndroidInterfaces/README.md); nothing here runs.
package androidx.compose.ui.text.style

/** https://developer.android.com/reference/kotlin/androidx/compose/ui/text/style/LineHeightStyle */
class LineHeightStyle(val alignment: Alignment, val trim: Trim) {
    /** https://developer.android.com/reference/kotlin/androidx/compose/ui/text/style/LineHeightStyle.Alignment (a value class) */
    class Alignment(val topRatio: Float) {
        companion object {
            val Top: Alignment = Alignment(0f)
            val Center: Alignment = Alignment(0.5f)
            val Proportional: Alignment = Alignment(-1f)
            val Bottom: Alignment = Alignment(1f)
        }
    }

    /** https://developer.android.com/reference/kotlin/androidx/compose/ui/text/style/LineHeightStyle.Trim (a value class) */
    class Trim(val value: Int) {
        companion object {
            val FirstLineTop: Trim = Trim(1)
            val LastLineBottom: Trim = Trim(16)
            val Both: Trim = Trim(17)
            val None: Trim = Trim(0)
        }
    }
}
