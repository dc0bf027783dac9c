from typing import NotRequired, Required, TypedDict


class Movie(TypedDict):
    title: str
    year: NotRequired[int]


class Draft(TypedDict, total=False):
    slug: Required[str]
    body: str


class Review(Draft):
    movie: Movie
    stars: NotRequired[float]


for cls in (Movie, Draft, Review):
    print(cls.__name__, sorted(cls.__required_keys__), sorted(cls.__optional_keys__),
          cls.__total__)
print(Movie.__annotations__["year"], Review.__annotations__["movie"] is Movie)
print(Movie(title="Heat"), Draft(slug="x", body="y"))
