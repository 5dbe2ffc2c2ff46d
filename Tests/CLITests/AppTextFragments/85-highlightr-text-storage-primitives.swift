// Source: https://github.com/raspu/Highlightr/blob/32561b17602e7f2c69a1defb264ade2d52314eb7/src/classes/CodeAttributedString.swift#L97-L141
// App: Highlightr (license: MIT)
// Uses: NSTextStorage (subclass), NSTextStorage(), NSTextStorage.string, NSTextStorage.attributes(at:effectiveRange:), NSRangePointer, NSTextStorage.replaceCharacters(in:with:), NSTextStorage.edited(_:range:changeInLength:), NSTextStorage.EditActions.editedCharacters, NSTextStorage.EditActions.editedAttributes, NSTextStorage.setAttributes(_:range:), NSString.length
// Expect: no documented value
// wrapped: members of Highlightr's `open class CodeAttributedString : NSTextStorage`; wrapped in `open class CodeAttributedString : NSTextStorage { ... }` with its backing store (stub)
// note: on Linux `os(iOS)` is false, so Shims.swift's #else branch names the edit actions `NSTextStorageEditActions` (the Swift 4 / macOS spelling)
import Typography

open class CodeAttributedString : NSTextStorage
{
    // stub: the backing store (same file L42)
    let stringStorage = NSTextStorage()

    /// Returns a standard String based on the current one.
    open override var string: String
    {
        get
        {
            return stringStorage.string
        }
    }
    
    /**
     Returns the attributes for the character at a given index.
     
     - parameter location: Int
     - parameter range:    NSRangePointer
     
     - returns: Attributes
     */
    open override func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [AttributedStringKey : Any]
    {
        return stringStorage.attributes(at: location, effectiveRange: range)
    }
    
    /**
     Replaces the characters at the given range with the provided string.
     
     - parameter range: NSRange
     - parameter str:   String
     */
    open override func replaceCharacters(in range: NSRange, with str: String)
    {
        stringStorage.replaceCharacters(in: range, with: str)
        self.edited(TextStorageEditActions.editedCharacters, range: range, changeInLength: (str as NSString).length - range.length)
    }
    
    /**
     Sets the attributes for the characters in the specified range to the given attributes.
     
     - parameter attrs: [String : AnyObject]
     - parameter range: NSRange
     */
    open override func setAttributes(_ attrs: [AttributedStringKey : Any]?, range: NSRange)
    {
        stringStorage.setAttributes(attrs, range: range)
        self.edited(TextStorageEditActions.editedAttributes, range: range, changeInLength: 0)
    }
}

// stub: copied from src/classes/Shims.swift L17-L27
#if swift(>=4.2)
    public typealias AttributedStringKey = NSAttributedString.Key
#else
    public typealias AttributedStringKey = NSAttributedStringKey
#endif

#if swift(>=4.2) && (os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
    public typealias TextStorageEditActions = NSTextStorage.EditActions
#else
    public typealias TextStorageEditActions = NSTextStorageEditActions
#endif
