package com.example.inbox

import androidx.compose.foundation.layout.Column
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.sp

/* A screen that pins the font scale for its header, /* nested comment */ and more. */
@Composable
fun InboxScreen(messages: List<Message>) {
    val density = LocalDensity.current
    CompositionLocalProvider(LocalDensity provides Density(density.density, fontScale = 1f)) {
        Header()
    }
    Column {
        Text(
            text = "Inbox",
            fontSize = 22.sp,
            fontWeight = FontWeight.Bold,
        )
        Text(text = "${messages.size} unread", fontSize = 10.sp)
        Text(
            text = "Updated just now",
            fontSize = 12.sp,
            fontWeight = FontWeight.Light,
        )
        for (m in messages) {
            Text(
                text = m.preview,
                maxLines = 3,
                style = TextStyle(fontSize = 15.sp, lineHeight = 15.sp),
            )
        }
        Text(text = "Don't show \"fontSize = 2.sp\"", fontSize = 14.sp)
    }
}

@Composable
fun CappedText(content: @Composable () -> Unit) {
    val current = LocalDensity.current
    CompositionLocalProvider(
        LocalDensity provides Density(current.density, current.fontScale.coerceAtMost(1.2f)),
        content = content,
    )
}

@Composable
fun Header() {
    Text(text = """Raw "string" with fontSize = 1.sp""", fontSize = 28.sp)
}
