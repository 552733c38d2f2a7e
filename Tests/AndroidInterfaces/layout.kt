// Declared for compiling generated Kotlin only (Tests/AndroidInterfaces/README.md); nothing here runs.
package androidx.compose.foundation.layout

import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.Dp

/** https://developer.android.com/reference/kotlin/androidx/compose/foundation/layout/package-summary#(androidx.compose.ui.Modifier).paddingFromBaseline(androidx.compose.ui.unit.Dp,androidx.compose.ui.unit.Dp) */
fun Modifier.paddingFromBaseline(top: Dp = Dp.Unspecified, bottom: Dp = Dp.Unspecified): Modifier = this
