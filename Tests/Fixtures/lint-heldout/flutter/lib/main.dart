import 'package:flutter/material.dart';

import 'screens/settings_screen.dart';
import 'theme/app_theme.dart';
import 'widgets/price_tag.dart';

void main() {
  runApp(const LarkspurApp());
}

/// Root widget.
///
/// An earlier build wrapped everything in
/// `MediaQuery(data: MediaQuery.of(context).copyWith(textScaler: TextScaler.noScaling))`
/// to stop layouts breaking at large font sizes. That hid the problem from
/// people who need large text, so it was removed; fix layouts instead.
class LarkspurApp extends StatelessWidget {
  const LarkspurApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'Larkspur',
      theme: AppTheme.light(),
      darkTheme: AppTheme.dark(),
      builder: (context, child) {
        // Keep the user's scale, but apply the app-wide bold-text preference.
        final mediaQuery = MediaQuery.of(context);
        return MediaQuery(
          data: mediaQuery.copyWith(boldText: mediaQuery.boldText),
          child: child!,
        );
      },
      home: const HomeScreen(),
      routes: {
        '/settings': (_) => const SettingsScreen(),
      },
    );
  }
}

class HomeScreen extends StatelessWidget {
  const HomeScreen({super.key});

  @override
  Widget build(BuildContext context) {
    final textTheme = Theme.of(context).textTheme;
    return Scaffold(
      appBar: AppBar(
        title: const Text('Larkspur'),
        actions: [
          IconButton(
            icon: const Icon(Icons.settings_outlined),
            onPressed: () => Navigator.of(context).pushNamed('/settings'),
          ),
        ],
      ),
      body: ListView(
        padding: const EdgeInsets.all(16),
        children: [
          Text('Good morning', style: textTheme.headlineSmall),
          const SizedBox(height: 4),
          Text(
            'Here is what happened while you were away.',
            style: textTheme.bodyMedium,
          ),
          const SizedBox(height: 24),
          const PriceTag(amount: 12.5, currency: 'EUR'),
          const SizedBox(height: 24),
          Text(
            'Prices include VAT.',
            style: textTheme.bodySmall,
            textScaler: TextScaler.noScaling,
          ),
          Text(
            'Tip: long-press a message to pin it.',
            style: const TextStyle(fontSize: 14),
          ),
        ],
      ),
    );
  }
}
