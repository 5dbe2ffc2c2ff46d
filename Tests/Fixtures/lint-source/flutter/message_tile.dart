import 'package:flutter/material.dart';

/// A message tile; the app pins the text scale for the whole tree.
class InboxApp extends StatelessWidget {
  const InboxApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      builder: (context, child) => MediaQuery(
        data: MediaQuery.of(context).copyWith(textScaler: TextScaler.noScaling),
        child: child!,
      ),
      home: const MessageTile(sender: 'Ada', preview: 'Hello'),
    );
  }
}

class MessageTile extends StatelessWidget {
  const MessageTile({super.key, required this.sender, required this.preview});

  final String sender;
  final String preview;

  @override
  Widget build(BuildContext context) {
    final greeting = 'It\'s ${sender.isEmpty ? "TextScaler.noScaling" : '$sender'}';
    return Column(
      crossAxisAlignment: CrossAxisAlignment.start,
      children: [
        Text(greeting, style: const TextStyle(fontSize: 17, fontWeight: FontWeight.w600)),
        Text(
          preview,
          maxLines: 3,
          style: const TextStyle(fontSize: 15, height: 1.0),
        ),
        Text('2 min ago', style: TextStyle(fontSize: 10, fontWeight: FontWeight.w300)),
        Text('Pinned', textScaler: TextScaler.linear(1.0)),
        MediaQuery.withClampedTextScaling(
          maxScaleFactor: 1.3,
          child: const Text('Footer'),
        ),
        Text(r'raw $string TextScaler.noScaling', style: Theme.of(context).textTheme.bodySmall),
        /* typography-lint:ignore textDoesNotScale */
        Text('Legacy', textScaleFactor: 1.0),
        MediaQuery.withClampedTextScaling(maxScaleFactor: 2.0, child: const Text('OK')),
      ],
    );
  }
}
