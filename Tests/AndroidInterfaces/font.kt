// Declared for compiling generated Kotlin only (Tests/AndroidInterfaces/README.md); nothing here runs.
package androidx.compose.ui.text.font

/** https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/FontWeight */
class FontWeight(val weight: Int) {
    companion object {
        val W100: FontWeight = FontWeight(100)
        val W200: FontWeight = FontWeight(200)
        val W300: FontWeight = FontWeight(300)
        val W400: FontWeight = FontWeight(400)
        val W500: FontWeight = FontWeight(500)
        val W600: FontWeight = FontWeight(600)
        val W700: FontWeight = FontWeight(700)
        val W800: FontWeight = FontWeight(800)
        val W900: FontWeight = FontWeight(900)
        val Thin: FontWeight = W100
        val ExtraLight: FontWeight = W200
        val Light: FontWeight = W300
        val Normal: FontWeight = W400
        val Medium: FontWeight = W500
        val SemiBold: FontWeight = W600
        val Bold: FontWeight = W700
        val ExtraBold: FontWeight = W800
        val Black: FontWeight = W900
    }
}

/** https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/FontStyle (a value class) */
class FontStyle(val value: Int) {
    companion object {
        val Normal: FontStyle = FontStyle(0)
        val Italic: FontStyle = FontStyle(1)
    }
}

/** https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/Font */
interface Font

/** https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/FontFamily */
abstract class FontFamily {
    companion object {
        /** https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/FontFamily.Companion#Default() */
        val Default: FontFamily = FontListFontFamily(emptyList())
    }
}

private class FontListFontFamily(val fonts: List<Font>) : FontFamily()

private class ResourceFont(val resId: Int, val weight: FontWeight, val style: FontStyle) : Font

/** https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/package-summary#FontFamily(kotlin.Array) */
fun FontFamily(vararg fonts: Font): FontFamily = FontListFontFamily(fonts.toList())

/** https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/package-summary#Font(kotlin.Int,androidx.compose.ui.text.font.FontWeight,androidx.compose.ui.text.font.FontStyle,androidx.compose.ui.text.font.FontLoadingStrategy) */
fun Font(resId: Int, weight: FontWeight = FontWeight.Normal, style: FontStyle = FontStyle.Normal): Font =
    ResourceFont(resId, weight, style)
