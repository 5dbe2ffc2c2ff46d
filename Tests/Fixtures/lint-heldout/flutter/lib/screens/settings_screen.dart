import 'package:flutter/material.dart';

const _helpText = '''
If text looks too large, do not set textScaler: TextScaler.noScaling.
Use MediaQuery.textScalerOf(context) and let the layout wrap.
''';

class SettingsScreen extends StatefulWidget {
  const SettingsScreen({super.key});

  @override
  State<SettingsScreen> createState() => _SettingsScreenState();
}

class _SettingsScreenState extends State<SettingsScreen> {
  bool _compactRows = false;
  bool _showBadges = true;

  @override
  Widget build(BuildContext context) {
    final scaler = MediaQuery.textScalerOf(context);
    return Scaffold(
      appBar: AppBar(title: const Text('Settings')),
      body: ListView(
        children: [
          SwitchListTile(
            title: const Text('Compact rows'),
            subtitle: const Text('Fits more messages on screen.'),
            value: _compactRows,
            onChanged: (v) => setState(() => _compactRows = v),
          ),
          SwitchListTile(
            title: const Text('Show badges'),
            value: _showBadges,
            onChanged: (v) => setState(() => _showBadges = v),
          ),
          const Divider(),
          ListTile(
            title: const Text('Text size'),
            subtitle: Text('Current scale: ${scaler.scale(14) / 14}x — "textScaleFactor: 1"'),
          ),
          ExpansionTile(
            title: const Text('Help'),
            children: [
              Padding(
                padding: const EdgeInsets.all(16),
                child: Text(_helpText, textScaler: scaler),
              ),
            ],
          ),
          const Divider(),
          const _VersionFooter(),
        ],
      ),
    );
  }
}

class _VersionFooter extends StatelessWidget {
  const _VersionFooter();

  @override
  Widget build(BuildContext context) {
    // The footer sits in a fixed-height bar; keep it at the default size.
    return MediaQuery(
      data: MediaQuery.of(context).copyWith(textScaler: TextScaler.noScaling),
      child: const Padding(
        padding: EdgeInsets.symmetric(vertical: 12),
        child: Center(
          child: Text('Larkspur 4.2.0 (421)', style: TextStyle(fontSize: 12)),
        ),
      ),
    );
  }
}
