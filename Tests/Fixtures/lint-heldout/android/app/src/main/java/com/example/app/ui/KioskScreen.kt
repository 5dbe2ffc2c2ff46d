package com.example.app.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

/*
 * Kiosk mode for the in-store tablet. Kotlin block comments nest:
 * /* CompositionLocalProvider(LocalDensity provides Density(2f, fontScale = 1f)) */
 * and this line is still inside the outer comment: fontScale = 1f
 */

private const val BANNER_TEMPLATE = """
    CompositionLocalProvider(LocalDensity provides Density(density, fontScale = 1f)) {
        Text("Welcome", fontSize = 14.sp, fontWeight = FontWeight.Light)
    }
"""

@Composable
fun KioskScreen(storeName: String, onStart: () -> Unit) {
    val density = LocalDensity.current
    // The kiosk is a fixed device; the store asked for the layout not to reflow.
    CompositionLocalProvider(LocalDensity provides Density(density.density, 1f)) {
        Box(Modifier.fillMaxSize().padding(48.dp), contentAlignment = Alignment.Center) {
            Column(horizontalAlignment = Alignment.CenterHorizontally, verticalArrangement = Arrangement.spacedBy(24.dp)) {
                Text("Welcome to $storeName", style = MaterialTheme.typography.displayMedium)
                Text("${if (storeName.isEmpty()) "fontScale = 1f" else "Tap to begin"}", fontSize = 20.sp)
                Button(onClick = onStart) { Text("Start", fontSize = 18.sp) }
            }
        }
    }
}

/** Zoomed preview of a product card: changes the density, keeps the user's font scale. */
@Composable
fun ZoomedPreview(zoom: Float, content: @Composable () -> Unit) {
    val current = LocalDensity.current
    CompositionLocalProvider(
        LocalDensity provides Density(density = current.density * zoom, fontScale = current.fontScale),
    ) {
        content()
    }
}

@Composable
fun PriceFootnote(text: String) {
    Text(text, style = TextStyle(fontSize = 12.sp, fontWeight = FontWeight.ExtraLight))
}

@Composable
fun ReceiptScreen(lines: List<String>) {
    CompositionLocalProvider(LocalDensity provides Density(density = LocalDensity.current.density, fontScale = 1f)) {
        Column(Modifier.padding(16.dp)) {
            lines.forEach { Text(it, fontSize = 14.sp, fontWeight = FontWeight.Normal) }
        }
    }
}
