import SwiftUI

/// A row in the reading list: fixed sizes, a light caption and a capped Dynamic Type range.
struct ArticleRow: View {
    let article: Article

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text(article.title)
                    .font(.system(size: 15, weight: .semibold))
                Text(article.summary)
                    .font(.body.leading(.tight))
                    .lineLimit(3)
                Text(article.byline)
                    .font(.custom("Avenir Next", size: 13))
                    .foregroundStyle(.secondary)
                Text(article.date, style: .date)
                    .font(.caption)
                    .fontWeight(.light)
                Text("Sponsored")
                    .font(.system(size: 9))
            }
            Spacer()
        }
        .padding(.vertical, 8)
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
    }
}

struct Article {
    var title: String
    var summary: String
    var byline: String
    var date: Date
}
