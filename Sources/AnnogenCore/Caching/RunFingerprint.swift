import AnnogenGraphQLFrontend
import AnnogenObjCFrontend
import AnnogenModel
import Foundation

/// The key of a run's inputs.
enum RunFingerprint {
    static func key(
        config: Config, sources: [(path: String, contentHash: String)], loadDiagnostics: [Diagnostic], templates: String, toolVersion: String
    ) -> String {
        // Lists are written with each element's length (not as `Array.description`, whose runtime
        // casts were a sizeable part of a warm run), so no two configs give the same text.
        var text = "run\n\(toolVersion)\n\(FileManager.default.currentDirectoryPath)\n"
        text += "sources=\(list(config.sources))\ntemplates=\(list(config.templates))\ntemplateExcludes=\(list(config.templateExcludes))\noutput=\(config.output)\n"
        text += "exclude=\(list(config.exclude))\nomitVersion=\(config.omitVersionInHeader)\nstrict=\(config.strict)\nprune=\(config.prune)\nsourcery=\(config.followsSourcery)\nreadsOnPastSyntaxErrors=\(config.readsOnPastSyntaxErrors)\n"
        text += "root=\(config.projectRoot)\nwritable=\(list(config.projectFolders))\n"
        text += "objc=\(config.objc.fingerprint)\n"
        text += "graphql=\(config.graphql.fingerprint)\n"
        // The plugin's rules add errors and write a file for every template, even an empty one.
        text += "buildToolPlugin=\(config.buildToolPlugin)\n"
        // Where the config wrote each path: diagnostics about a path point there.
        for (path, origin) in config.pathOrigins.sorted(by: { $0.key < $1.key }) { text += "origin \(path.utf8.count):\(path)=\(origin)\n" }
        for (key, value) in config.arguments.sorted(by: { $0.key < $1.key }) { text += "arg \(key)=\(self.text(value))\n" }
        for diagnostic in loadDiagnostics { text += "load \(diagnostic)\n" }
        text += "templateFiles=\(templates)\n"
        // The sources' lines are hashed where their texts are, not joined into a text of every
        // line (10,001 lines on generated-10000 was a twentieth of a run that found nothing changed).
        return ContentHash.ofLines(head: text, sources) { ($0.path, $0.contentHash) }
    }

    /// `count[length:text,length:text]`.
    private static func list(_ values: [String]) -> String {
        "\(values.count)[" + values.map { "\($0.utf8.count):\($0)" }.joined(separator: ",") + "]"
    }

    /// A template argument as the key writes it: kind, then value (strings with their length).
    private static func text(_ argument: TemplateArgument) -> String {
        switch argument {
        case .bool(let value): "b\(value)"
        case .int(let value): "i\(value)"
        case .double(let value): "d\(value)"
        case .string(let value): "s\(value.utf8.count):\(value)"
        case .list(let values): "l\(values.count)[" + values.map(text).joined(separator: ",") + "]"
        case .dictionary(let values):
            "m\(values.count){" + values.sorted { $0.key < $1.key }.map { "\($0.key.utf8.count):\($0.key)=" + text($0.value) }
                .joined(separator: ",") + "}"
        }
    }

    /// One hash over every file in the template folders (partials and includes too) and every
    /// template given as a file.
    static func templates(_ paths: [String]) -> String {
        templates(templateFiles(paths))
    }

    /// `templates(_:)` of files already hashed (`templateFiles`).
    static func templates(_ files: [(path: String, hash: String?)]) -> String {
        var text = ""
        for (path, hash) in files {
            text += hash.map { "\(path)\u{0}\($0)\n" } ?? "missing \(path)\n"
        }
        return ContentHash.of(text)
    }

    /// Each file in the template folders and each template given as a file, in order, with its
    /// content hash (nil for a template path that does not exist); after a template given as a
    /// file, the partials it may include from its folder (`TemplateFinder.partials(besideFile:)`);
    /// after a Swift template, the templates and Swift files it includes.
    static func templateFiles(_ paths: [String]) -> [(path: String, hash: String?)] {
        var result: [(path: String, hash: String?)] = []
        var seen = Set<String>()
        for (path, files) in TemplateFinder.files(under: paths) {
            guard let files else {
                result.append((path, nil))
                continue
            }
            let isFile = files == [path]
            var pending = files + (isFile ? TemplateFinder.partials(besideFile: path) : [])
            var index = 0
            while index < pending.count {
                let file = pending[index]
                index += 1
                guard seen.insert(file).inserted, let data = FileManager.default.contents(atPath: file) else { continue } // unreadable
                result.append((file, ContentHash.of(data)))
                // What a Swift template includes from elsewhere (another folder, a Swift file).
                if file.hasSuffix(".swifttemplate") { pending += SwiftTemplateProgram.referencedFiles(of: file) }
            }
        }
        return result
    }
}
