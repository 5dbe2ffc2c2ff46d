import SwiftUI

/*
 Style guide: the "Do / Don't" screen shown in the in-app design catalog.

 Don't:
     Text("Hello").font(.system(size: 9))
     Text("Hello").font(.custom("Avenir", size: 12))
     .dynamicTypeSize(...DynamicTypeSize.large)

 /* Nested comments are legal in Swift: .font(.system(size: 8)) */

 Do:
     Text("Hello").font(.body)
*/

struct StyleGuideSample: Identifiable {
    let id = UUID()
    let title: String
    let code: String
    let isGood: Bool
}

enum StyleGuideSamples {
    static let all: [StyleGuideSample] = [
        .init(title: "Fixed size", code: "Text(\"Hello\").font(.system(size: 9))", isGood: false),
        .init(title: "Custom font without a style", code: #"Font.custom("Avenir", size: 12)"#, isGood: false),
        .init(title: "Capped Dynamic Type", code: ".dynamicTypeSize(...DynamicTypeSize.large)", isGood: false),
        .init(title: "Light and small", code: ".font(.system(size: 11, weight: .ultraLight))", isGood: false),
        .init(title: "Text style", code: "Text(\"Hello\").font(.body)", isGood: true),
        .init(
            title: "Custom font relative to a style",
            code: """
            Text("Hello")
                .font(.custom("Avenir", size: 17, relativeTo: .body))
            // not: .font(.system(size: 17))
            """,
            isGood: true
        ),
        .init(
            title: "UIKit",
            code: #"""
            label.font = UIFont.systemFont(ofSize: 12)
            label.adjustsFontForContentSizeCategory = false
            label.maximumContentSizeCategory = .large
            """#,
            isGood: false
        ),
    ]
}

struct StyleGuideView: View {
    @State private var filter: Filter = .all

    enum Filter: String, CaseIterable { case all = "All", good = "Do", bad = "Don't" }

    var body: some View {
        List {
            Picker("Show", selection: $filter) {
                ForEach(Filter.allCases, id: \.self) { Text($0.rawValue) }
            }
            .pickerStyle(.segmented)

            ForEach(StyleGuideSamples.all.filter(matches)) { sample in
                VStack(alignment: .leading, spacing: 6) {
                    Label(sample.title, systemImage: sample.isGood ? "checkmark.circle" : "xmark.octagon")
                        .font(.headline)
                        .foregroundStyle(sample.isGood ? .green : .red)
                    Text(sample.code)
                        .font(.system(.callout, design: .monospaced))
                        .textSelection(.enabled)
                    Text("Example size: \(sampleSize(for: sample), specifier: "%.0f") pt — \".system(size: 14)\"")
                        .font(.caption)
                }
            }
        }
        .navigationTitle("Type do's and don'ts")
    }

    private func matches(_ sample: StyleGuideSample) -> Bool {
        switch filter {
        case .all: true
        case .good: sample.isGood
        case .bad: !sample.isGood
        }
    }

    private func sampleSize(for sample: StyleGuideSample) -> Double {
        sample.isGood ? 17 : 9
    }
}
