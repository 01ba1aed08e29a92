#!/usr/bin/env python3
"""Writes docs/SourceryVocabulary.md: every public property of Sourcery's runtime types against the
members annogen's template objects answer to.

Usage, from the repository root, with a checkout of Sourcery (e.g. brought by the search tool's fetch):
    python3 scripts/sourcery-vocabulary.py PATH/TO/Sourcery
Nothing of Sourcery is copied: only its property names are listed."""
import re, glob, os, sys
if len(sys.argv) != 2:
    sys.exit("usage: scripts/sourcery-vocabulary.py PATH/TO/Sourcery")
src = os.path.join(sys.argv[1], 'SourceryRuntime', 'Sources')
files={
 'Type':'Linux/AST/Type_Linux.swift','Enum':'Linux/AST/Enum_Linux.swift','Protocol':'Linux/AST/Protocol_Linux.swift',
 'Class':'Common/AST/Class.swift','Struct':'Common/AST/Struct.swift','Actor':'Common/AST/Actor.swift',
 'Variable':'Linux/AST/Variable_Linux.swift','Method':'Linux/AST/Method_Linux.swift','MethodParameter':'Linux/AST/MethodParameter_Linux.swift',
 'Subscript':'Linux/AST/Subscript_Linux.swift','EnumCase':'Linux/AST/EnumCase_Linux.swift','AssociatedValue':'Linux/AST/AssociatedValue_Linux.swift',
 'TypeName':'Linux/AST/TypeName/TypeName_Linux.swift','ClosureType':'Linux/AST/TypeName/Closure_Linux.swift','TupleType':'Linux/AST/TypeName/Tuple_Linux.swift',
 'ArrayType':'Common/AST/TypeName/Array.swift','DictionaryType':'Common/AST/TypeName/Dictionary.swift','SetType':'Common/AST/TypeName/Set.swift',
 'GenericType':'Common/AST/TypeName/Generic.swift','GenericRequirement':'Linux/AST/GenericRequirement_Linux.swift',
 'Attribute':'Common/AST/Attribute.swift','Modifier':'Common/AST/Modifier.swift','Typealias':'Common/AST/Typealias.swift',
 'AssociatedType':'Linux/AST/AssociatedType_Linux.swift','Types':'Linux/Types_Linux.swift',
}
ctx={'Type':'TypeContext','Enum':'TypeContext','Protocol':'TypeContext','Class':'TypeContext','Struct':'TypeContext','Actor':'TypeContext',
 'Variable':'VariableContext','Method':'MethodContext','MethodParameter':'ParameterContext','Subscript':'SubscriptContext','EnumCase':'EnumCaseContext',
 'AssociatedValue':'AssociatedValueContext','TypeName':'TypeNameContext','GenericRequirement':'GenericRequirementContext','Attribute':'AttributeContext',
 'Modifier':'ModifierContext','Typealias':'TypealiasContext','Types':'TypesCollection'}
ann={}
for p in glob.glob('Sources/AnnogenCore/Rendering/Context/*.swift'):
    s=open(p).read()
    for m in re.finditer(r'final class (\w+)[^{]*\{\s*/// The members templates can read[^\n]*\n\s*static let memberNames = \[(.*?)\]', s, re.S):
        ann[m.group(1)]=set(re.findall(r'"(\w+)"', m.group(2)))
tn=open('Sources/AnnogenCore/Rendering/Context/TypeNameContext.swift').read()
dictkeys=set(re.findall(r'"(\w+)":', tn)) | set(re.findall(r'\["(\w+)"\] =', tn))
skip={'description','debugDescription','hash','hashValue','diffAgainst','isEqual','encode','init','customMirror'}
# Why a property stays missing.
linux = "Sourcery's Linux runtime does not let templates read it (they stop with an error there)"
reasons = {
    ('Typealias', 'module'): "annogen reads one module; Sourcery's Linux runtime gives templates no typealias objects to read it on",
    ('Typealias', 'imports'): "annogen reads the imports of types' files only; Sourcery's Linux runtime gives templates no typealias objects to read it on",
    ('Type', 'rawSubscripts'): "annogen does not yet tell a type's own subscripts from its extensions'; `subscripts` lists both",
    ('Types', 'protocolCompositions'): "annogen reads `A & B` as a type name, not as a type of its own",
    ('Attribute', 'hasAtPrefix'): "a property of Sourcery's `Attribute.Identifier`, which templates do not reach; an attribute prints with its `@`",
}
# What a template should know about a supported property.
notes = {
    ('Type', 'typealiases'): "a dictionary by local name, as Sourcery's: `type.typealiases.Value`; `for name, alias in` walks the pairs by name, `for name in` the names",
}
rows=[]
for t,f in files.items():
    s=open(os.path.join(src,f)).read()
    props=[]
    for m in re.finditer(r'public (?:lazy )?(?:internal\(set\) |private\(set\) )?(?:lazy )?(?:var|let) (\w+)', s):
        n=m.group(1)
        if n in skip or n.startswith('_') or n in props: continue
        props.append(n)
    if t=='Type': props=[p for p in props if p not in ('bodyBytesRange','completeDeclarationRange')]
    for p in props:
        c=ctx.get(t)
        if c and p in ann.get(c,set()): status='supported' + (' (%s)' % notes[(t, p)] if (t, p) in notes else '')
        elif not c and p in dictkeys: status='supported (an entry of the type name\'s dictionary)'
        elif (t, p) in reasons: status='missing: ' + reasons[(t, p)]
        else: status='missing'
        rows.append((t,p,status))
out=['# Sourcery\'s template vocabulary in annogen','',
 'Every public property of Sourcery\'s runtime types (SourceryRuntime, its Linux build), and whether a template',
 'reads it on annogen\'s objects. "supported" means annogen\'s object has a member of that name; where its value',
 'is known to differ from Sourcery\'s, [SourceryUsers.md](SourceryUsers.md) says how. A template that reads a',
 '"missing" member gets a warning at its line (`\'x\' is not a member of a type`) and the member renders as nothing.',
 'Made by comparing Sourcery\'s sources with the member lists (`memberNames`) in',
 '`Sources/AnnogenCore/Rendering/Context`; make it again when either changes.','']
counts={}
for t,p,s in rows: counts.setdefault(t,[0,0]); counts[t][0 if s.startswith('supported') else 1]+=1
out.append('| Sourcery type | supported | missing |'); out.append('| --- | ---: | ---: |')
for t in files:
    if t in counts: out.append('| %s | %d | %d |' % (t, counts[t][0], counts[t][1]))
tot=(sum(c[0] for c in counts.values()), sum(c[1] for c in counts.values()))
out.append('| all | %d | %d |' % tot)
cur=None
for t,p,s in rows:
    if t!=cur:
        out.append(''); out.append('## '+t); out.append(''); out.append('| property | annogen |'); out.append('| --- | --- |'); cur=t
    out.append('| `%s` | %s |' % (p,s))
open('docs/SourceryVocabulary.md','w').write('\n'.join(out)+'\n')
print(tot)
