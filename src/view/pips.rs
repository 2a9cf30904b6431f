//! How each half of a domino is drawn, for every number a set can show (0 to 15): pips
//! from 1 to 6, and from 7 up either a numeral ([`NUMERAL_FROM`], the default) or pips
//! again, as the table option "Pips for 7 and more" chooses ([`Faces`]).
//!
//! A half of a tile is a square; pip centres are given in that square's own unit
//! coordinates (0 to 1 across, 0 to 1 down) and then placed on a tile of any size and
//! orientation by [`tile_pips`]. Up to 9 pips sit on the familiar 3 by 3 grid; 10 to 15
//! use a 3 by 5 grid: two full outer columns (10) plus a middle column that fills up. Every
//! pattern looks the same after a half turn, so a tile reads the same from either side of
//! the table. Past six, dots on a grid of 3 by 3 or 3 by 5 are hard to count on a phone's
//! board (a double-twelve tile there can be 37 px long, its pips 2.5 px): by default those
//! halves show their number instead ([`tile_numerals`]), upright, in the pips' colour.

use crate::rules::Tile;

/// The largest number a half can show (double-fifteen sets).
pub const MAX_NUMBER: u8 = 15;

/// With [`Faces::Numerals`], halves showing this number or more show it as a numeral
/// instead of pips (see [`tile_numerals`]); below it, pips. Double-six never reaches it,
/// so its tiles look alike either way; with the bigger sets every 7 to 15 is a numeral, on
/// the board, in the hand and in the dialogs alike, so one rule holds for every tile.
pub const NUMERAL_FROM: u8 = 7;

/// How a table draws the halves of 7 and more: the table option "Pips for 7 and more"
/// (`view::settings::Settings::big_pips`) is [`Faces::Pips`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Faces {
    /// Numerals from [`NUMERAL_FROM`] up, pips below (the default).
    #[default]
    Numerals,
    /// Pips on every half, up to 15, as on a real set.
    Pips,
}

impl Faces {
    /// The least number written as a numeral (past [`MAX_NUMBER`]: none).
    pub const fn numeral_from(self) -> u8 {
        match self {
            Faces::Numerals => NUMERAL_FROM,
            Faces::Pips => MAX_NUMBER + 1,
        }
    }
}

/// Column centres shared by both grids.
const COLS: [f32; 3] = [0.24, 0.5, 0.76];
/// Row centres of the 3 by 3 grid (numbers 1 to 9).
const ROWS3: [f32; 3] = [0.24, 0.5, 0.76];
/// Row centres of the 3 by 5 grid (numbers 10 to 15).
const ROWS5: [f32; 5] = [0.14, 0.32, 0.5, 0.68, 0.86];
/// Pip radius on the 3 by 3 grid, as a fraction of the half's side.
const RADIUS3: f32 = 0.1;
/// Pip radius on the 3 by 5 grid.
const RADIUS5: f32 = 0.07;

/// One pip: its centre and radius, in whatever units it was placed in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Dot {
    /// Centre, across.
    pub cx: f32,
    /// Centre, down.
    pub cy: f32,
    /// Radius.
    pub r: f32,
}

/// The grid cells (column, row) used by `n` on the 3 by 3 grid (`n` at most 9).
fn cells3(n: u8) -> &'static [(u8, u8)] {
    match n {
        1 => &[(1, 1)],
        2 => &[(2, 0), (0, 2)],
        3 => &[(2, 0), (1, 1), (0, 2)],
        4 => &[(0, 0), (2, 0), (0, 2), (2, 2)],
        5 => &[(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        6 => &[(0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)],
        7 => &[(0, 0), (0, 1), (0, 2), (1, 1), (2, 0), (2, 1), (2, 2)],
        8 => &[
            (0, 0),
            (0, 1),
            (0, 2),
            (1, 0),
            (1, 2),
            (2, 0),
            (2, 1),
            (2, 2),
        ],
        9 => &[
            (0, 0),
            (0, 1),
            (0, 2),
            (1, 0),
            (1, 1),
            (1, 2),
            (2, 0),
            (2, 1),
            (2, 2),
        ],
        _ => &[],
    }
}

/// The rows of the middle column used by `n` on the 3 by 5 grid (`n` from 10 to 15);
/// both outer columns are always full.
fn middle5(n: u8) -> &'static [u8] {
    match n {
        11 => &[2],
        12 => &[1, 3],
        13 => &[0, 2, 4],
        14 => &[0, 1, 3, 4],
        15 => &[0, 1, 2, 3, 4],
        _ => &[],
    }
}

/// The pips of number `n` on one half, in the half's unit square (0 to 1 both ways).
/// Numbers above [`MAX_NUMBER`] have no pattern and give no pips.
pub fn half_pips(n: u8) -> Vec<Dot> {
    if n <= 9 {
        cells3(n)
            .iter()
            .map(|&(c, r)| Dot {
                cx: COLS[c as usize],
                cy: ROWS3[r as usize],
                r: RADIUS3,
            })
            .collect()
    } else if n <= MAX_NUMBER {
        let outer = (0..5u8).flat_map(|r| [(0u8, r), (2u8, r)]);
        let middle = middle5(n).iter().map(|&r| (1u8, r));
        outer
            .chain(middle)
            .map(|(c, r)| Dot {
                cx: COLS[c as usize],
                cy: ROWS5[r as usize],
                r: RADIUS5,
            })
            .collect()
    } else {
        Vec::new()
    }
}

/// A rectangle in drawing units: top-left corner and size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl Rect {
    /// Whether `other` lies entirely inside this rectangle (edges may touch).
    pub fn contains(&self, other: &Rect) -> bool {
        other.x >= self.x - 1e-3
            && other.y >= self.y - 1e-3
            && other.x + other.w <= self.x + self.w + 1e-3
            && other.y + other.h <= self.y + self.h + 1e-3
    }
}

/// A number written in a half of a tile: the number, where its baseline's middle goes
/// (`x`, `y`) and its font size, in the tile's drawing units. It stands upright on the
/// screen whichever way the tile lies.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Numeral {
    /// The number shown.
    pub n: u8,
    /// Middle of the text, across.
    pub x: f32,
    /// Baseline, down.
    pub y: f32,
    /// Font size.
    pub size: f32,
}

/// The square of each half of a tile drawn in `rect` (the largest square that fits the
/// half, centred in it), first half first: top when `rect` is taller than wide, left
/// otherwise. Returns the squares' top-left corners, their side, and whether upright.
fn half_squares(rect: Rect) -> ([(f32, f32); 2], f32, bool) {
    let upright = rect.h >= rect.w;
    let (half_w, half_h) = if upright {
        (rect.w, rect.h / 2.0)
    } else {
        (rect.w / 2.0, rect.h)
    };
    let side = half_w.min(half_h);
    let corner = |k: f32| {
        let (hx, hy) = if upright {
            (rect.x, rect.y + half_h * k)
        } else {
            (rect.x + half_w * k, rect.y)
        };
        (hx + (half_w - side) / 2.0, hy + (half_h - side) / 2.0)
    };
    ([corner(0.0), corner(1.0)], side, upright)
}

/// The pips of a tile drawn in `rect`: the first number goes in the top half (upright,
/// when `rect` is taller than wide) or the left half (lying, when wider than tall).
/// Each half is the largest square that fits its half of `rect`, centred in it. A lying
/// tile is an upright one turned a quarter, so its patterns turn with it (a six shows two
/// rows of three). With `faces` [`Faces::Numerals`], halves of [`NUMERAL_FROM`] and more
/// have no pips: they show a numeral ([`tile_numerals`]).
pub fn tile_pips(first: u8, second: u8, rect: Rect, faces: Faces) -> Vec<Dot> {
    let (corners, side, upright) = half_squares(rect);
    let mut out = Vec::new();
    for ((ox, oy), n) in corners.into_iter().zip([first, second]) {
        if n >= faces.numeral_from() {
            continue;
        }
        out.extend(half_pips(n).into_iter().map(|d| {
            let (u, v) = if upright {
                (d.cx, d.cy)
            } else {
                (1.0 - d.cy, d.cx)
            };
            Dot {
                cx: ox + u * side,
                cy: oy + v * side,
                r: d.r * side,
            }
        }));
    }
    out
}

/// Font size of a numeral, as a share of its half's side: two bold digits of the widest
/// common system font (DejaVu Sans, 1.24 em of ink for "10") still leave a margin.
const NUMERAL_SIZE: f32 = 0.6;

/// The numerals of a tile drawn in `rect` (halves as [`tile_pips`] places them): one for
/// each half of [`NUMERAL_FROM`] or more, centred in the half's square and upright; none
/// with `faces` [`Faces::Pips`].
pub fn tile_numerals(first: u8, second: u8, rect: Rect, faces: Faces) -> Vec<Numeral> {
    let (corners, side, _) = half_squares(rect);
    let size = NUMERAL_SIZE * side;
    corners
        .into_iter()
        .zip([first, second])
        .filter(|&(_, n)| n >= faces.numeral_from())
        .map(|((ox, oy), n)| Numeral {
            n,
            x: ox + side / 2.0,
            // Digits stand about 0.72 em tall on the baseline: this centres them.
            y: oy + side / 2.0 + 0.36 * size,
            size,
        })
        .collect()
}

/// The pips of `tile` drawn upright in `rect`, low number on top, as the accessible name
/// reads it ("3-5").
pub fn upright_tile_pips(tile: Tile, rect: Rect, faces: Faces) -> Vec<Dot> {
    tile_pips(tile.low(), tile.high(), rect, faces)
}

/// Width of the outline of the spinner's star, in drawing units (the style sheet's
/// `.spinner-star` stroke-width is the same).
pub const STAR_STROKE: f32 = 0.5;

/// The spinner's mark, a gold four-pointed star (tips on the diagonals) on the pin in the
/// middle of a tile drawn in `rect` showing `first` and `second` (as [`tile_pips`] and
/// [`tile_numerals`] lay them with `faces`): its corner points. It is 0.21 of the tile's
/// short side across, which keeps its outline clear of every pip up to 12 and of a
/// numeral's one digit; the pips of 13 to 15 crowd the middle and two digits reach near
/// the middle of a lying tile, so the star of those is a tenth of the short side (a test
/// checks every double, both ways).
pub fn spinner_star(first: u8, second: u8, rect: Rect, faces: Faces) -> [(f32, f32); 8] {
    let short = rect.w.min(rect.h);
    let crowded = if faces == Faces::Pips { 13 } else { 10 };
    let share = if first.max(second) >= crowded {
        0.1
    } else {
        0.21
    };
    star_points(rect.x + rect.w / 2.0, rect.y + rect.h / 2.0, share * short)
}

/// The corner points of a four-pointed star centred on (`x`, `y`), its tips on the
/// diagonals `r` from the centre and its inner corners on the axes at `0.4 r`.
fn star_points(x: f32, y: f32, r: f32) -> [(f32, f32); 8] {
    use std::f32::consts::FRAC_1_SQRT_2 as D;
    // The sine and cosine of the points' angles, an eighth of a turn apart from the first
    // at 45°: exact values, so that no trigonometry is built into the page.
    const TURN: [(f32, f32); 8] = [
        (D, D),
        (1.0, 0.0),
        (D, -D),
        (0.0, -1.0),
        (-D, -D),
        (-1.0, 0.0),
        (-D, D),
        (0.0, 1.0),
    ];
    let mut out = [(0.0, 0.0); 8];
    for (i, &(sin, cos)) in TURN.iter().enumerate() {
        let d = if i % 2 == 0 { r } else { r * 0.4 };
        out[i] = (x + d * sin, y - d * cos);
    }
    out
}

/// How far pip `d`'s edge is from the outline of `star` (the pip's centre lies outside
/// the star: pips sit farther from a tile's middle than any star tip).
#[cfg(test)]
fn star_clearance(star: &[(f32, f32); 8], d: &Dot) -> f32 {
    let mut nearest = f32::INFINITY;
    for i in 0..8 {
        let (ax, ay) = star[i];
        let (bx, by) = star[(i + 1) % 8];
        let (dx, dy) = (bx - ax, by - ay);
        let t = (((d.cx - ax) * dx + (d.cy - ay) * dy) / (dx * dx + dy * dy)).clamp(0.0, 1.0);
        let (px, py) = (ax + t * dx - d.cx, ay + t * dy - d.cy);
        nearest = nearest.min((px * px + py * py).sqrt());
    }
    nearest - d.r
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An upright and a lying tile with short side `short`.
    fn both_ways(short: f32) -> [Rect; 2] {
        [
            Rect {
                x: 3.0,
                y: 5.0,
                w: short,
                h: 2.0 * short,
            },
            Rect {
                x: 3.0,
                y: 5.0,
                w: 2.0 * short,
                h: short,
            },
        ]
    }

    /// The box a numeral's ink takes at most: 0.62 em a digit across (DejaVu Sans Bold,
    /// the widest of the common system fonts: "10" is 1.24 em of ink, its advance 1.39;
    /// Roboto and San Francisco are narrower) and 0.76 em tall on the baseline.
    fn numeral_box(t: &Numeral) -> Rect {
        let digits = if t.n >= 10 { 2.0 } else { 1.0 };
        let w = 0.62 * t.size * digits;
        let h = 0.76 * t.size;
        Rect {
            x: t.x - w / 2.0,
            y: t.y - h,
            w,
            h,
        }
    }

    #[test]
    fn the_spinner_star_keeps_off_the_pips_and_numerals_of_every_double() {
        for (n, faces) in (0..=MAX_NUMBER).flat_map(|n| [(n, Faces::Numerals), (n, Faces::Pips)]) {
            for short in [16.0f32, 20.0, 28.0] {
                // Crosswise (upright) in a line, and lying along a north or south arm.
                for rect in both_ways(short) {
                    let star = spinner_star(n, n, rect, faces);
                    let (cx, cy) = (rect.x + rect.w / 2.0, rect.y + rect.h / 2.0);
                    let r = star
                        .iter()
                        .map(|&(x, y)| ((x - cx).powi(2) + (y - cy).powi(2)).sqrt())
                        .fold(0.0f32, f32::max);
                    assert!(
                        r >= 0.099 * short,
                        "{n}-{n}: a star of {r} is too small to see"
                    );
                    let big = if faces == Faces::Pips { 12 } else { 9 };
                    if n <= big {
                        assert!(r >= 0.149 * short, "{n}-{n}: star {r} smaller than needed");
                    }
                    for d in tile_pips(n, n, rect, faces) {
                        let centre = ((d.cx - cx).powi(2) + (d.cy - cy).powi(2)).sqrt();
                        assert!(centre > r, "{n}-{n}: a pip inside the star");
                        let gap = star_clearance(&star, &d);
                        assert!(
                            gap >= STAR_STROKE / 2.0 + 0.005 * short,
                            "{n}-{n} at {short}: the star's outline is {gap} from a pip"
                        );
                    }
                    // Points along the star's outline stay out of every numeral's box.
                    for t in tile_numerals(n, n, rect, faces) {
                        let b = numeral_box(&t);
                        let m = STAR_STROKE / 2.0;
                        for i in 0..8 {
                            let (ax, ay) = star[i];
                            let (bx, by) = star[(i + 1) % 8];
                            for k in 0..=20 {
                                let f = k as f32 / 20.0;
                                let (x, y) = (ax + f * (bx - ax), ay + f * (by - ay));
                                let inside = x > b.x - m
                                    && x < b.x + b.w + m
                                    && y > b.y - m
                                    && y < b.y + b.h + m;
                                assert!(!inside, "{n}-{n} at {short}: the star in {t:?}");
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn pips_are_four_pixels_across_on_a_forty_pixel_tile() {
        // The board's tiles are at least 40 px long on a phone (view::geometry::fit) with
        // double-six: every pip is then at least 4 px across. Past six there are no pips
        // by default; with "Pips for 7 and more", 7 to 9 get 4 px and 10 to 15 (a 3 by 5
        // grid) 2.8 px, 4.2 px on the desktop's 60 px tiles.
        for n in 0..=MAX_NUMBER {
            for rect in both_ways(20.0) {
                let dots = tile_pips(n, n, rect, Faces::Numerals);
                assert_eq!(dots.is_empty(), n == 0 || n >= NUMERAL_FROM, "{n}");
                for d in dots {
                    assert!(2.0 * d.r >= 4.0 - 1e-4, "{n}: {d:?}");
                }
                let dots = tile_pips(n, n, rect, Faces::Pips);
                assert_eq!(dots.len(), 2 * n as usize, "{n}");
                for d in dots {
                    let least = if n <= 9 { 4.0 } else { 2.8 };
                    assert!(2.0 * d.r >= least - 1e-4, "{n}: {d:?}");
                }
            }
        }
    }

    #[test]
    fn halves_of_seven_and_more_are_numerals_and_double_six_keeps_its_pips() {
        // Double-six: pips only, as ever. Bigger sets: the same rule on every tile, pips
        // up to six and a numeral from seven.
        for top in [6u8, 9, 12, 15] {
            for high in 0..=top {
                for low in 0..=high {
                    for rect in both_ways(18.3) {
                        let numerals = tile_numerals(low, high, rect, Faces::default());
                        let written: Vec<u8> = numerals.iter().map(|t| t.n).collect();
                        let wanted: Vec<u8> = [low, high]
                            .into_iter()
                            .filter(|&n| n >= NUMERAL_FROM)
                            .collect();
                        assert_eq!(written, wanted, "{low}-{high}");
                        let pips = tile_pips(low, high, rect, Faces::default()).len();
                        let counted: u8 = [low, high].iter().filter(|&&n| n < 7).sum();
                        assert_eq!(pips, counted as usize, "{low}-{high}");
                        if top == 6 {
                            assert!(numerals.is_empty(), "{low}-{high} in double-six");
                        }
                        // A sideways phone's double-twelve board (tiles 36.6 px long):
                        // digits about 8 px tall, text about 12 px.
                        for t in numerals {
                            assert!(t.size >= 10.9, "{low}-{high}: {t:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_pips_option_draws_every_half_as_pips_and_writes_no_numeral() {
        // "Pips for 7 and more": each half of every set shows as many pips as its number
        // (the spec's tiles), and no tile writes a number; double-six is drawn alike
        // under both choices.
        for high in 0..=MAX_NUMBER {
            for low in 0..=high {
                for rect in both_ways(18.3) {
                    let pips = tile_pips(low, high, rect, Faces::Pips);
                    assert_eq!(pips.len(), usize::from(low + high), "{low}-{high}");
                    let top = pips.iter().filter(|d| {
                        if rect.h >= rect.w {
                            d.cy < rect.y + rect.h / 2.0
                        } else {
                            d.cx < rect.x + rect.w / 2.0
                        }
                    });
                    assert_eq!(top.count(), usize::from(low), "{low}-{high}: first half");
                    assert!(tile_numerals(low, high, rect, Faces::Pips).is_empty());
                    if high < NUMERAL_FROM {
                        assert_eq!(pips, tile_pips(low, high, rect, Faces::Numerals));
                    } else {
                        assert_ne!(pips, tile_pips(low, high, rect, Faces::Numerals));
                    }
                }
            }
        }
    }

    #[test]
    fn every_number_has_that_many_pips() {
        for n in 0..=MAX_NUMBER {
            assert_eq!(half_pips(n).len(), n as usize, "number {n}");
        }
        assert!(half_pips(MAX_NUMBER + 1).is_empty());
    }

    #[test]
    fn pips_stay_inside_the_half_with_a_margin() {
        for n in 0..=MAX_NUMBER {
            for d in half_pips(n) {
                assert!(
                    d.cx - d.r >= 0.05 && d.cx + d.r <= 0.95,
                    "number {n}: {d:?}"
                );
                assert!(
                    d.cy - d.r >= 0.05 && d.cy + d.r <= 0.95,
                    "number {n}: {d:?}"
                );
            }
        }
    }

    #[test]
    fn pips_never_touch_each_other() {
        for n in 0..=MAX_NUMBER {
            let dots = half_pips(n);
            for (i, a) in dots.iter().enumerate() {
                for b in &dots[i + 1..] {
                    let dist = ((a.cx - b.cx).powi(2) + (a.cy - b.cy).powi(2)).sqrt();
                    assert!(dist >= a.r + b.r + 0.03, "number {n}: {a:?} and {b:?}");
                }
            }
        }
    }

    #[test]
    fn patterns_read_the_same_after_a_half_turn() {
        for n in 0..=MAX_NUMBER {
            let dots = half_pips(n);
            for d in &dots {
                let turned = (1.0 - d.cx, 1.0 - d.cy);
                assert!(
                    dots.iter()
                        .any(|e| (e.cx - turned.0).abs() < 1e-4 && (e.cy - turned.1).abs() < 1e-4),
                    "number {n} is not symmetric at {d:?}"
                );
            }
        }
    }

    #[test]
    fn patterns_are_all_different() {
        for a in 0..=MAX_NUMBER {
            for b in a + 1..=MAX_NUMBER {
                assert_ne!(half_pips(a), half_pips(b), "{a} and {b}");
            }
        }
    }

    #[test]
    fn upright_tile_puts_low_number_on_top() {
        let rect = Rect {
            x: 10.0,
            y: 20.0,
            w: 40.0,
            h: 80.0,
        };
        let dots = upright_tile_pips(Tile::new(5, 2), rect, Faces::default());
        assert_eq!(dots.len(), 7);
        let top = dots.iter().filter(|d| d.cy < rect.y + rect.h / 2.0).count();
        assert_eq!(top, 2, "the 2 goes on top");
        let written = tile_numerals(12, 9, rect, Faces::default());
        assert!(written[0].n == 12 && written[0].y < rect.y + rect.h / 2.0);
        assert!(written[1].n == 9 && written[1].y > rect.y + rect.h / 2.0);
    }

    #[test]
    fn a_lying_tile_turns_its_patterns_but_not_its_numerals() {
        let rect = Rect {
            x: 0.0,
            y: 0.0,
            w: 80.0,
            h: 40.0,
        };
        let dots = tile_pips(6, 0, rect, Faces::default());
        let mut rows: Vec<i32> = dots.iter().map(|d| d.cy.round() as i32).collect();
        rows.dedup();
        rows.sort_unstable();
        rows.dedup();
        assert_eq!(rows.len(), 2, "a lying six shows two rows: {dots:?}");
        assert!(
            dots.iter().all(|d| d.cx < 40.0),
            "the first number is on the left"
        );
        // Numerals stand upright whichever way the tile lies: the same size, side by side
        // on one baseline, the first on the left.
        let lying = tile_numerals(11, 8, rect, Faces::default());
        let upright = tile_numerals(
            11,
            8,
            Rect {
                w: 40.0,
                h: 80.0,
                ..rect
            },
            Faces::default(),
        );
        assert_eq!(lying[0].size, upright[0].size);
        assert_eq!(lying[0].y, lying[1].y);
        assert!(lying[0].x < 40.0 && lying[1].x > 40.0);
    }

    #[test]
    fn every_tile_of_double_fifteen_fits_its_halves_both_ways() {
        for high in 0..=MAX_NUMBER {
            for low in 0..=high {
                for (rect, faces) in both_ways(30.0)
                    .into_iter()
                    .flat_map(|r| [(r, Faces::Numerals), (r, Faces::Pips)])
                {
                    for d in tile_pips(low, high, rect, faces) {
                        let bounds = Rect {
                            x: d.cx - d.r,
                            y: d.cy - d.r,
                            w: 2.0 * d.r,
                            h: 2.0 * d.r,
                        };
                        assert!(rect.contains(&bounds), "{low}-{high} in {rect:?}: {d:?}");
                    }
                    // Each numeral inside its own half, a margin from the tile's edges
                    // and from the dividing line.
                    let upright = rect.h >= rect.w;
                    for (k, t) in tile_numerals(low, high, rect, faces).iter().enumerate() {
                        let k = if low >= NUMERAL_FROM { k } else { 1 } as f32;
                        let half = if upright {
                            Rect {
                                y: rect.y + k * rect.h / 2.0,
                                h: rect.h / 2.0,
                                ..rect
                            }
                        } else {
                            Rect {
                                x: rect.x + k * rect.w / 2.0,
                                w: rect.w / 2.0,
                                ..rect
                            }
                        };
                        let m = 0.05 * 30.0;
                        let inner = Rect {
                            x: half.x + m,
                            y: half.y + m,
                            w: half.w - 2.0 * m,
                            h: half.h - 2.0 * m,
                        };
                        let b = numeral_box(t);
                        assert!(inner.contains(&b), "{low}-{high} in {rect:?}: {t:?}");
                    }
                }
            }
        }
    }
}
