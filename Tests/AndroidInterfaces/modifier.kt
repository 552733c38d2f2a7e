// Declared for compiling generated Kotlin only (Tests/AndroidInterfaces/README.md); nothing here runs.
package androidx.compose.ui

/** https://developer.android.com/reference/kotlin/androidx/compose/ui/Modifier */
interface Modifier {
    /** https://developer.android.com/reference/kotlin/androidx/compose/ui/Modifier.Companion */
    companion object : Modifier
}
