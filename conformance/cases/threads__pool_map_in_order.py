from concurrent.futures import ThreadPoolExecutor

def score(text):
    vowels = sum(ch in "aeiou" for ch in text.lower())
    return text, vowels, len(text)

words = ["Orchestration", "api", "Latency", "queue", "Throughput"]
with ThreadPoolExecutor(max_workers=3) as pool:
    scored = list(pool.map(score, words))

for word, vowels, length in scored:
    print(f"{word}: {vowels}/{length}")
with ThreadPoolExecutor() as pool:
    print(list(pool.map(pow, [2, 3, 4], [5, 2, 1])))
    print(sum(pool.map(len, ["ab", "cde", ""])))
