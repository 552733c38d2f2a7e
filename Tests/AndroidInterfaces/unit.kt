// Declared for compiling generated Kotlin only (Tests/AndroidInterfaces/README.md); nothing here runs.
package androidx.compose.ui.unit

/** https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/TextUnit */
class TextUnit(val value: Float) {
    /** https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/TextUnit#unaryMinus() */
    operator fun unaryMinus(): TextUnit = TextUnit(-value)

    companion object {
        /** https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/TextUnit#Unspecified() */
        val Unspecified: TextUnit = TextUnit(Float.NaN)
    }
}

/** https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/package-summary#(kotlin.Int).sp() */
val Int.sp: TextUnit get() = TextUnit(toFloat())

/** https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/package-summary#(kotlin.Double).sp() */
val Double.sp: TextUnit get() = TextUnit(toFloat())

/** https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/package-summary#(kotlin.Double).em() */
val Double.em: TextUnit get() = TextUnit(toFloat())

/** https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/Dp */
class Dp(val value: Float) {
    companion object {
        /** https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/Dp#Unspecified() */
        val Unspecified: Dp = Dp(Float.NaN)
    }
}

/** https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/package-summary#(kotlin.Int).dp() */
val Int.dp: Dp get() = Dp(toFloat())

/** https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/package-summary#(kotlin.Double).dp() */
val Double.dp: Dp get() = Dp(toFloat())
