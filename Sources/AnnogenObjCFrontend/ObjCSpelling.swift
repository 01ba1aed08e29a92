import Foundation

/// Fixed tables of how Swift sees Foundation's and C's names, and cleaning of clang's spellings.
enum ObjCSpelling {
    /// Typedefs Swift imports as its own types. `NSUInteger` is `Int` in properties, parameters and
    /// results, as Swift imports it; an enum's raw type keeps `UInt` (`EnumReader`).
    static let typedefs: [String: String] = [
        "NSInteger": "Int", "NSUInteger": "Int", "BOOL": "Bool", "CGFloat": "CGFloat",
        "NSTimeInterval": "TimeInterval", "instancetype": "Self", "id": "Any", "Class": "AnyClass",
        "SEL": "Selector", "int8_t": "Int8", "int16_t": "Int16", "int32_t": "Int32", "int64_t": "Int64",
        "uint8_t": "UInt8", "uint16_t": "UInt16", "uint32_t": "UInt32", "uint64_t": "UInt64",
        "size_t": "Int", "NSErrorDomain": "String", "NSNotificationName": "NSNotification.Name",
        "unichar": "unichar", "intptr_t": "Int", "uintptr_t": "UInt",
    ]

    /// Foundation classes Swift imports as value types or under names without the `NS` prefix.
    static let bridgedClasses: [String: String] = [
        "NSString": "String", "NSDate": "Date", "NSURL": "URL", "NSData": "Data", "NSError": "Error",
        "NSUUID": "UUID", "NSIndexPath": "IndexPath", "NSIndexSet": "IndexSet", "NSLocale": "Locale",
        "NSTimeZone": "TimeZone", "NSCalendar": "Calendar", "NSDateComponents": "DateComponents",
        "NSURLRequest": "URLRequest", "NSNotification": "Notification", "NSURLSession": "URLSession",
        "NSURLSessionTask": "URLSessionTask", "NSURLSessionDataTask": "URLSessionDataTask",
        "NSURLResponse": "URLResponse", "NSHTTPURLResponse": "HTTPURLResponse", "NSBundle": "Bundle",
        "NSUserDefaults": "UserDefaults", "NSProgress": "Progress", "NSOperationQueue": "OperationQueue",
        "NSJSONSerialization": "JSONSerialization", "NSFormatter": "Formatter",
        "NSDateFormatter": "DateFormatter", "NSNumberFormatter": "NumberFormatter",
        "NSValueTransformer": "ValueTransformer", "NSCharacterSet": "CharacterSet", "NSTimer": "Timer",
        "NSThread": "Thread", "NSOperation": "Operation", "NSNotificationCenter": "NotificationCenter",
        "NSFileManager": "FileManager", "NSException": "NSException", "NSURLComponents": "URLComponents",
        "NSURLQueryItem": "URLQueryItem", "NSURLSessionConfiguration": "URLSessionConfiguration",
        "NSURLSessionUploadTask": "URLSessionUploadTask", "NSURLSessionDownloadTask": "URLSessionDownloadTask",
        "NSURLCredential": "URLCredential", "NSInputStream": "InputStream", "NSOutputStream": "OutputStream",
    ]

    /// C's builtin types by `CXTypeKind`.
    static let builtinTypes: [Int32: String] = [
        TypeKindValue.void: "Void", TypeKindValue.bool: "Bool", TypeKindValue.charU: "CChar",
        TypeKindValue.uChar: "UInt8", TypeKindValue.char16: "UInt16", TypeKindValue.char32: "UInt32",
        TypeKindValue.uShort: "UInt16", TypeKindValue.uInt: "UInt32", TypeKindValue.uLong: "UInt",
        TypeKindValue.uLongLong: "UInt64", TypeKindValue.charS: "CChar", TypeKindValue.sChar: "Int8",
        TypeKindValue.wChar: "Int32", TypeKindValue.short: "Int16", TypeKindValue.int: "Int32",
        TypeKindValue.long: "Int", TypeKindValue.longLong: "Int64", TypeKindValue.float: "Float",
        TypeKindValue.double: "Double", TypeKindValue.longDouble: "Double",
    ]

    /// clang's spelling without nullability keywords and doubled spaces:
    /// `NSArray<NSString *> * _Nullable` → `NSArray<NSString *> *`.
    static func clean(_ spelling: String) -> String {
        var text = spelling
        for keyword in ["_Nullable_result", "_Nullable", "_Nonnull", "_Null_unspecified", "__kindof "] {
            text = text.replacingOccurrences(of: keyword, with: "")
        }
        while text.contains("  ") { text = text.replacingOccurrences(of: "  ", with: " ") }
        text = text.replacingOccurrences(of: " >", with: ">").replacingOccurrences(of: ",", with: ", ")
        while text.contains("  ") { text = text.replacingOccurrences(of: "  ", with: " ") }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
