/// How Swift names Foundation's (and Dispatch's) classes, protocols and typedefs, which the SDK's
/// API notes and `NS_SWIFT_NAME`s rename and annogen's stand-in headers do not carry.
///
/// Two different things are kept apart: a class that *bridges* to a value type keeps its `NS` name
/// as a class (`extension NSString`, `class Foo: NSURLRequest`) and is the value type only where it
/// is used as a type (`NSString *` → `String`); a class Swift *renames* (SE-0086, "Drop NS Prefix in
/// Swift Foundation") has the new name everywhere (`NSProcessInfo` → `ProcessInfo`).
enum FoundationNames {
    /// Classes used as a type become these value types (the class itself keeps its name).
    static let valueTypes: [String: String] = [
        "NSString": "String", "NSDate": "Date", "NSURL": "URL", "NSData": "Data", "NSError": "Error",
        "NSUUID": "UUID", "NSIndexPath": "IndexPath", "NSIndexSet": "IndexSet", "NSLocale": "Locale",
        "NSTimeZone": "TimeZone", "NSCalendar": "Calendar", "NSDateComponents": "DateComponents",
        "NSURLRequest": "URLRequest", "NSNotification": "Notification", "NSCharacterSet": "CharacterSet",
        "NSURLComponents": "URLComponents", "NSURLQueryItem": "URLQueryItem",
        "NSPersonNameComponents": "PersonNameComponents", "NSDateInterval": "DateInterval",
        "NSAffineTransform": "AffineTransform",
    ]

    /// Classes Swift knows by another name: SE-0086's list of classes that drop `NS` (those with a
    /// value type, `NSURLRequest`, keep it), and the later ones the SDK renames the same way.
    static let renamedClasses: [String: String] = {
        var names: [String: String] = ["NSTask": "Process"]
        let droppingNS = [
            "NSBlockOperation", "NSBundle", "NSByteCountFormatter", "NSCachedURLResponse", "NSDateComponentsFormatter",
            "NSDateFormatter", "NSDateIntervalFormatter", "NSDistributedNotificationCenter", "NSEnergyFormatter",
            "NSFileHandle", "NSFileManager", "NSFileWrapper", "NSFormatter", "NSHost", "NSHTTPCookie",
            "NSHTTPCookieStorage", "NSHTTPURLResponse", "NSInputStream", "NSJSONSerialization", "NSLengthFormatter",
            "NSMassFormatter", "NSMessagePort", "NSNetService", "NSNetServiceBrowser", "NSNotificationCenter",
            "NSNotificationQueue", "NSNumberFormatter", "NSOperation", "NSOperationQueue", "NSOutputStream",
            "NSPersonNameComponentsFormatter", "NSPipe", "NSPort", "NSPortMessage", "NSProcessInfo", "NSProgress",
            "NSPropertyListSerialization", "NSRunLoop", "NSScanner", "NSSocketPort", "NSStream", "NSThread", "NSTimer",
            "NSUndoManager", "NSURLAuthenticationChallenge", "NSURLCache", "NSURLCredential", "NSURLCredentialStorage",
            "NSURLProtectionSpace", "NSURLProtocol", "NSURLResponse", "NSURLSession", "NSURLSessionConfiguration",
            "NSURLSessionDataTask", "NSURLSessionDownloadTask", "NSURLSessionStreamTask", "NSURLSessionTask",
            "NSURLSessionUploadTask", "NSUserDefaults", "NSXMLDocument", "NSXMLDTD", "NSXMLDTDNode", "NSXMLElement",
            "NSXMLNode", "NSXMLParser",
            // Renamed by the SDK after SE-0086, by the same rule.
            "NSValueTransformer", "NSISO8601DateFormatter", "NSMeasurementFormatter", "NSListFormatter",
            "NSRelativeDateTimeFormatter", "NSURLSessionTaskMetrics", "NSURLSessionTaskTransactionMetrics",
            "NSURLSessionWebSocketTask", "NSUnit", "NSDimension",
        ]
        for name in droppingNS { names[name] = String(name.dropFirst(2)) }
        return names
    }()

    /// Protocols Swift knows without `NS` (SE-0086, and the SDK's later URL-session delegates).
    static let renamedProtocols: [String: String] = {
        let droppingNS = [
            "NSFileManagerDelegate", "NSNetServiceBrowserDelegate", "NSNetServiceDelegate", "NSPortDelegate",
            "NSProgressReporting", "NSStreamDelegate", "NSURLAuthenticationChallengeSender", "NSURLProtocolClient",
            "NSURLSessionDataDelegate", "NSURLSessionDelegate", "NSURLSessionDownloadDelegate",
            "NSURLSessionStreamDelegate", "NSURLSessionTaskDelegate", "NSURLSessionWebSocketDelegate",
            "NSXMLParserDelegate",
        ]
        return Dictionary(uniqueKeysWithValues: droppingNS.map { ($0, String($0.dropFirst(2))) })
    }()

    /// Foundation's generic classes Swift imports without type parameters, and their subclasses
    /// (ClangImporter's `shouldSuppressGenericParamsImport`): `NSMutableArray<NSString *> *` is
    /// `NSMutableArray`, while `NSCache<K, V>` stays generic.
    static let nonGenericRoots: Set<String> = ["NSArray", "NSDictionary", "NSSet", "NSOrderedSet", "NSEnumerator", "NSMeasurement"]

    /// Typedefs Swift imports as its own types. `NSUInteger` is `Int` in properties, parameters and
    /// results, as Swift imports it; a typedef of it (`NSStringEncoding`) is `UInt`, and an enum's
    /// raw type keeps `UInt` (`EnumReader`).
    static let typedefs: [String: String] = [
        "NSInteger": "Int", "NSUInteger": "Int", "BOOL": "Bool", "CGFloat": "CGFloat",
        "NSTimeInterval": "TimeInterval", "instancetype": "Self", "id": "Any", "Class": "AnyClass",
        "SEL": "Selector", "int8_t": "Int8", "int16_t": "Int16", "int32_t": "Int32", "int64_t": "Int64",
        "uint8_t": "UInt8", "uint16_t": "UInt16", "uint32_t": "UInt32", "uint64_t": "UInt64",
        "size_t": "Int", "NSErrorDomain": "String", "NSNotificationName": "NSNotification.Name",
        "unichar": "unichar", "intptr_t": "Int", "uintptr_t": "UInt",
        "NSStringEncoding": "UInt", "NSAttributedStringKey": "NSAttributedString.Key",
        "NSURLResourceKey": "URLResourceKey", "NSRunLoopMode": "RunLoop.Mode", "NSErrorUserInfoKey": "String",
        "dispatch_queue_t": "DispatchQueue", "dispatch_group_t": "DispatchGroup",
        "dispatch_semaphore_t": "DispatchSemaphore", "dispatch_source_t": "DispatchSource",
        "dispatch_once_t": "Int", "CFIndex": "Int", "SInt8": "Int8", "SInt16": "Int16", "SInt32": "Int32",
        "SInt64": "Int64", "Float32": "Float", "Float64": "Double", "Boolean": "DarwinBoolean",
    ]
}
