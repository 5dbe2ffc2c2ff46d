import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

/// A price with its currency, as shown on product cards.
///
/// The old implementation used `textScaleFactor: 1.0` so the tag never grew;
/// the tag now wraps instead.
class PriceTag extends StatelessWidget {
  const PriceTag({
    super.key,
    required this.amount,
    required this.currency,
    this.emphasized = false,
  });

  final double amount;
  final String currency;
  final bool emphasized;

  @override
  Widget build(BuildContext context) {
    final format = NumberFormat.simpleCurrency(name: currency);
    final theme = Theme.of(context);
    return Wrap(
      crossAxisAlignment: WrapCrossAlignment.end,
      spacing: 4,
      children: [
        Text(
          format.format(amount),
          style: theme.textTheme.headlineMedium?.copyWith(
            fontWeight: emphasized ? FontWeight.w700 : FontWeight.w500,
            fontFeatures: const [FontFeature.tabularFigures()],
          ),
        ),
        Text(
          'incl. VAT',
          style: theme.textTheme.labelSmall,
          textScaler: TextScaler.linear(1),
        ),
      ],
    );
  }
}

/// Compact variant for the cart badge. The badge is a fixed 24×24 circle.
class CartCountBadge extends StatelessWidget {
  const CartCountBadge({super.key, required this.count});

  final int count;

  @override
  Widget build(BuildContext context) {
    return Container(
      width: 24,
      height: 24,
      alignment: Alignment.center,
      decoration: const BoxDecoration(color: Colors.red, shape: BoxShape.circle),
      child: Text(
        count > 9 ? '9+' : '$count',
        style: const TextStyle(color: Colors.white, fontSize: 12, fontWeight: FontWeight.bold),
        textScaleFactor: 1,
      ),
    );
  }
}

class StrikePrice extends StatelessWidget {
  const StrikePrice({super.key, required this.label});

  final String label;

  @override
  Widget build(BuildContext context) {
    return RichText(
      text: TextSpan(
        text: label,
        style: DefaultTextStyle.of(context).style.copyWith(
              decoration: TextDecoration.lineThrough,
            ),
      ),
      textScaleFactor: 1.0,
    );
  }
}
