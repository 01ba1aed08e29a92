import ArgumentParser
import AnnogenCore
print("x")
