// Declared for compiling generated Kotlin only (Tests/AndroidInterfaces/README.md); nothing here runs.
package androidx.compose.ui.text

import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.LineHeightStyle
import androidx.compose.ui.unit.TextUnit

/** https://developer.android.com/reference/kotlin/androidx/compose/ui/text/PlatformTextStyle */
class PlatformTextStyle(val includeFontPadding: Boolean)

/** https://developer.android.com/reference/kotlin/androidx/compose/ui/text/TextStyle (the parameters generated code names) */
class TextStyle(
    val fontSize: TextUnit = TextUnit.Unspecified,
    val fontWeight: FontWeight? = null,
    val fontStyle: FontStyle? = null,
    val fontFamily: FontFamily? = null,
    val letterSpacing: TextUnit = TextUnit.Unspecified,
    val lineHeight: TextUnit = TextUnit.Unspecified,
    val platformStyle: PlatformTextStyle? = null,
    val lineHeightStyle: LineHeightStyle? = null
)
