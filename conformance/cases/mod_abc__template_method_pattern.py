from abc import ABC, abstractmethod

class Exporter(ABC):
    def export(self, rows):
        out = [self.header(rows[0].keys())]
        out += [self.row(r) for r in rows]
        out.append(self.footer(len(rows)))
        return "\n".join(line for line in out if line is not None)

    @abstractmethod
    def row(self, r): ...

    def header(self, keys):
        return None

    def footer(self, n):
        return None

class CSVExporter(Exporter):
    def header(self, keys):
        return ",".join(keys)
    def row(self, r):
        return ",".join(str(v) for v in r.values())

class MarkdownExporter(Exporter):
    def header(self, keys):
        keys = list(keys)
        return "| " + " | ".join(keys) + " |\n|" + "---|" * len(keys)
    def row(self, r):
        return "| " + " | ".join(str(v) for v in r.values()) + " |"
    def footer(self, n):
        return f"\n{n} rows"

rows = [{"id": 1, "name": "ada"}, {"id": 2, "name": "bob"}]
for cls in (CSVExporter, MarkdownExporter):
    print(cls().export(rows))
    print("---")
try:
    Exporter()
except TypeError as e:
    print(e)
print(isinstance(CSVExporter(), Exporter), Exporter.__abstractmethods__)
