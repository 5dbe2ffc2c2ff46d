package com.example.app.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

data class ChartPoint(val label: String, val value: Float)

/**
 * Weekly activity chart.
 *
 * The axis labels are drawn inside a fixed-height canvas, so an earlier version
 * pinned the font scale with `Density(density, fontScale = 1f)`. Don't: put
 * the labels outside the canvas and let them grow instead.
 */
@Composable
fun ChartScreen(points: List<ChartPoint>, modifier: Modifier = Modifier) {
    Column(modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(12.dp)) {
        Text("This week", style = MaterialTheme.typography.titleLarge)
        Text(
            text = "${points.sumOf { it.value.toDouble() }.toInt()} minutes",
            fontSize = 32.sp,
            fontWeight = FontWeight.Light,
        )

        Canvas(Modifier.fillMaxWidth().height(160.dp)) {
            val barWidth = size.width / (points.size * 2)
            val max = points.maxOfOrNull { it.value } ?: 1f
            points.forEachIndexed { i, p ->
                val h = size.height * (p.value / max)
                drawRect(
                    color = androidx.compose.ui.graphics.Color(0xFF0A66FF),
                    topLeft = androidx.compose.ui.geometry.Offset(barWidth * (2 * i + 0.5f), size.height - h),
                    size = androidx.compose.ui.geometry.Size(barWidth, h),
                )
            }
        }

        CompositionLocalProvider(LocalDensity provides Density(LocalDensity.current.density, fontScale = 1f)) {
            Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.SpaceAround) {
                points.forEach { Text(it.label, fontSize = 12.sp) }
            }
        }

        Text("Tap a bar for details", fontSize = 13.sp, fontWeight = FontWeight.Thin)
        Text(
            text = "Data from the last 7 days. \"fontScale = 1f\" is not used here.",
            style = MaterialTheme.typography.bodySmall,
        )
    }
}
