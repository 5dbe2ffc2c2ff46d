import SwiftUI

/// Full-screen reader for a long-form article.
///
/// The body copy uses the serif design so that long passages read like a
/// book. Do not hard-code sizes here: the reader must follow the user's
/// text size, including the accessibility sizes.
struct ArticleDetailView: View {
    let article: Article

    @ScaledMetric(relativeTo: .title) private var heroHeight: CGFloat = 220
    @State private var showsFootnotes = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                HeroImage(url: article.heroURL)
                    .frame(height: heroHeight)
                    .clipped()

                Text(article.kicker.uppercased())
                    .font(.caption.weight(.semibold))
                    .tracking(1.2)
                    .foregroundStyle(.tint)

                Text(article.title)
                    .font(.system(.largeTitle, design: .serif, weight: .bold))

                Text(article.standfirst)
                    .font(.custom("Charter", size: 20, relativeTo: .title3))
                    .foregroundStyle(.secondary)

                BylineView(author: article.author, date: article.published)

                ForEach(article.paragraphs) { paragraph in
                    Text(paragraph.text)
                        .font(.custom("Charter", size: 17))
                        .lineSpacing(4)
                }

                if showsFootnotes {
                    ForEach(article.footnotes) { note in
                        Text(note.text)
                            .font(.footnote.leading(.tight))
                            .lineLimit(6)
                            .foregroundStyle(.secondary)
                    }
                }

                Button(showsFootnotes ? "Hide notes" : "Show notes") {
                    withAnimation { showsFootnotes.toggle() }
                }
                .font(.callout)
            }
            .padding()
        }
        .navigationBarTitleDisplayMode(.inline)
    }
}

private struct BylineView: View {
    let author: Author
    let date: Date

    var body: some View {
        HStack(spacing: 8) {
            Text(author.name)
                .font(.subheadline.weight(.medium))
            Text("·")
            Text(date.formatted(date: .abbreviated, time: .omitted))
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}

private struct PullQuote: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.custom("Charter-Italic", size: 28, relativeTo: .title))
            .fontWeight(.regular)
            .lineLimit(2)
            .padding(.leading, 12)
            .overlay(alignment: .leading) {
                Rectangle().frame(width: 3).foregroundStyle(.tint)
            }
    }
}
