import 'package:flutter/material.dart';

/// App-wide theme. Font sizes are logical pixels, which Flutter multiplies
/// by the platform's text scale: they follow the user's setting as long as
/// nobody overrides the TextScaler (never `TextScaler.noScaling`, never
/// `textScaleFactor: 1`).
abstract final class AppTheme {
  static const _seed = Color(0xFF0A66FF);

  static const _textTheme = TextTheme(
    displaySmall: TextStyle(fontSize: 36, fontWeight: FontWeight.w400, height: 1.22),
    headlineMedium: TextStyle(fontSize: 28, fontWeight: FontWeight.w400, height: 1.29),
    headlineSmall: TextStyle(fontSize: 24, fontWeight: FontWeight.w600, height: 1.33),
    titleMedium: TextStyle(fontSize: 16, fontWeight: FontWeight.w600, height: 1.5),
    bodyLarge: TextStyle(fontSize: 16, fontWeight: FontWeight.w400, height: 1.5),
    bodyMedium: TextStyle(fontSize: 14, fontWeight: FontWeight.w400, height: 1.43),
    bodySmall: TextStyle(fontSize: 12, fontWeight: FontWeight.w400, height: 1.33),
    labelSmall: TextStyle(fontSize: 12, fontWeight: FontWeight.w500, height: 1.33),
  );

  static ThemeData light() => ThemeData(
        colorScheme: ColorScheme.fromSeed(seedColor: _seed),
        textTheme: _textTheme,
        useMaterial3: true,
      );

  static ThemeData dark() => ThemeData(
        colorScheme: ColorScheme.fromSeed(seedColor: _seed, brightness: Brightness.dark),
        textTheme: _textTheme,
        useMaterial3: true,
      );

  /// Accessible text scaler for previews: the user's own scale, unchanged.
  static TextScaler previewScaler(BuildContext context) => MediaQuery.textScalerOf(context);

  /// Debug label used in golden-test file names, e.g. "textScaler=TextScaler.linear(1)".
  static String goldenLabel(double scale) => r'textScaler=TextScaler.linear(' '$scale' r')';
}
