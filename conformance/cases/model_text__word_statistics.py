from collections import Counter, defaultdict
import re
TEXT = '''It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness.
We had everything before us; we had nothing before us! Were we all going direct
to Heaven? We were all going direct the other way.'''
STOP = {'it', 'was', 'the', 'of', 'we', 'us', 'had', 'all'}
def words_of(text):
    return re.findall(r"[a-z']+", text.lower())
def syllables(word):
    groups = re.findall(r'[aeiouy]+', word)
    n = len(groups)
    if word.endswith('e') and n > 1:
        n -= 1
    return max(1, n)
words = words_of(TEXT)
print('total words:', len(words), 'unique:', len(set(words)))
counts = Counter(w for w in words if w not in STOP)
for word, n in counts.most_common(6):
    print(f'{word:<12}{"#" * n} {n}')
lengths = Counter(len(w) for w in words)
print('length histogram:', sorted(lengths.items()))
sentences = [s.strip() for s in re.split(r'[.!?]', TEXT) if s.strip()]
print('sentences:', len(sentences))
for i, s in enumerate(sentences, 1):
    ws = words_of(s)
    print(f'  #{i}: {len(ws):>3} words, first={ws[0]!r}, last={ws[-1]!r}')
clauses = [c.strip() for c in re.split(r'[,;]', TEXT.replace('\n', ' '))]
print('clauses:', len(clauses), 'longest:', max(clauses, key=len))
avg = sum(map(len, words)) / len(words)
print(f'average word length: {avg:.3f}')
total_syl = sum(syllables(w) for w in words)
score = 206.835 - 1.015 * (len(words) / len(sentences)) - 84.6 * (total_syl / len(words))
print(f'syllables: {total_syl}, reading ease: {score:.1f}')
pairs = Counter(zip(words, words[1:]))
print('top bigrams:', [' '.join(p) for p, _ in pairs.most_common(3)])
by_initial = defaultdict(set)
for w in words:
    by_initial[w[0]].add(w)
print({k: sorted(v) for k, v in sorted(by_initial.items()) if len(v) > 2})
caps = re.findall(r'\b[A-Z][a-z]+', TEXT)
print('capitalized:', caps)
print('unique capitalized:', sorted(set(caps), key=caps.index))
longest = sorted(set(words), key=lambda w: (-len(w), w))[:3]
print('longest words:', longest)
