import AnnogenModel

// GraphQL declares types of these names too; in this module they mean the model's.
typealias SourceLocation = AnnogenModel.SourceLocation
typealias Variable = AnnogenModel.Variable
