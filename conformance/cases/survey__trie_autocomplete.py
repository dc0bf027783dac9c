from __future__ import annotations
from dataclasses import dataclass, field

@dataclass
class TrieNode:
    children: dict[str, TrieNode] = field(default_factory=dict)
    count: int = 0
    terminal: bool = False

class Trie:
    def __init__(self, words: list[str] = ()) -> None:
        self.root = TrieNode()
        self.size = 0
        for w in words:
            self.insert(w)
    def insert(self, word: str) -> None:
        node = self.root
        for ch in word:
            node = node.children.setdefault(ch, TrieNode())
            node.count += 1
        if not node.terminal:
            node.terminal = True
            self.size += 1
    def _find(self, prefix: str) -> TrieNode | None:
        node = self.root
        for ch in prefix:
            node = node.children.get(ch)
            if node is None:
                return None
        return node
    def __contains__(self, word: str) -> bool:
        n = self._find(word)
        return bool(n and n.terminal)
    def __len__(self) -> int:
        return self.size
    def complete(self, prefix: str, limit: int = 5) -> list[str]:
        node = self._find(prefix)
        out: list[str] = []
        def walk(n: TrieNode, acc: str) -> None:
            if len(out) >= limit:
                return
            if n.terminal:
                out.append(acc)
            for ch in sorted(n.children):
                walk(n.children[ch], acc + ch)
        if node:
            walk(node, prefix)
        return out
    def count_prefix(self, prefix: str) -> int:
        n = self._find(prefix)
        return n.count if n else 0

words = "car card care careful cart cat catalog dog dot dote do".split()
t = Trie(words)
print(len(t), "car" in t, "ca" in t, t.complete("car"), t.complete("do", 3), t.complete("x"))
print({p: t.count_prefix(p) for p in ["c", "ca", "car", "d", "z"]})
print(TrieNode.__annotations__)
