//
//  FeedRowView.swift
//  Larkspur
//
//  A single row in the home feed: avatar, author line, excerpt and the
//  reaction bar. Sizes follow the design file "Feed v3".
//

import SwiftUI

struct FeedRowView: View {
    let post: Post
    var onReact: (Reaction) -> Void = { _ in }

    @ScaledMetric(relativeTo: .body) private var avatarSize: CGFloat = 44
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            AvatarView(url: post.author.avatarURL)
                .frame(width: avatarSize, height: avatarSize)

            VStack(alignment: .leading, spacing: 4) {
                HStack(spacing: 6) {
                    Text(post.author.displayName)
                        .font(.headline)
                    Text("@\(post.author.handle)")
                        .font(.system(size: 14))
                        .foregroundStyle(.secondary)
                    Spacer()
                    Text(post.date, style: .relative)
                        .font(.system(size: 10))
                        .foregroundStyle(.tertiary)
                }

                Text(post.excerpt)
                    .font(.body)
                    .lineLimit(dynamicTypeSize.isAccessibilitySize ? nil : 4)

                if let tag = post.topic {
                    // Used to be .font(.system(size: 9)) — too small, moved to caption2.
                    Text(tag.uppercased())
                        .font(.caption2)
                        .padding(.horizontal, 6)
                        .padding(.vertical, 2)
                        .background(Capsule().fill(.quaternary))
                }

                ReactionBar(counts: post.reactions, onReact: onReact)
                    .font(.subheadline)
            }
        }
        .padding(.vertical, 8)
        .accessibilityElement(children: .combine)
    }
}

private struct ReactionBar: View {
    let counts: [Reaction: Int]
    let onReact: (Reaction) -> Void

    var body: some View {
        HStack(spacing: 16) {
            ForEach(Reaction.allCases, id: \.self) { reaction in
                Button {
                    onReact(reaction)
                } label: {
                    Label("\(counts[reaction, default: 0])", systemImage: reaction.symbolName)
                        .monospacedDigit()
                }
                .buttonStyle(.borderless)
            }
        }
        .foregroundStyle(.secondary)
    }
}

#Preview("Accessibility sizes") {
    FeedRowView(post: .sample)
        .padding()
        .dynamicTypeSize(.accessibility3)
}
