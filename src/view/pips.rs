//! Where the pips go on a domino, for every number a set can show (0 to 15).
//!
//! A half of a tile is a square; pip centres are given in that square's own unit
//! coordinates (0 to 1 across, 0 to 1 down) and then placed on a tile of any size and
//! orientation by [`tile_pips`]. Up to 9 pips sit on the familiar 3 by 3 grid; 10 to 15
//! use a 3 by 5 grid: two full outer columns (10) plus a middle column that fills up. Every
//! pattern looks the same after a half turn, so a tile reads the same from either side of
//! the table.

use crate::rules::Tile;

/// The largest number a half can show (double-fifteen sets).
pub const MAX_NUMBER: u8 = 15;

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

/// The pips of a tile drawn in `rect`: the first number goes in the top half (upright,
/// when `rect` is taller than wide) or the left half (lying, when wider than tall).
/// Each half is the largest square that fits its half of `rect`, centred in it. A lying
/// tile is an upright one turned a quarter, so its patterns turn with it (a six shows two
/// rows of three).
pub fn tile_pips(first: u8, second: u8, rect: Rect) -> Vec<Dot> {
    let upright = rect.h >= rect.w;
    let (half_w, half_h) = if upright {
        (rect.w, rect.h / 2.0)
    } else {
        (rect.w / 2.0, rect.h)
    };
    let side = half_w.min(half_h);
    let mut out = Vec::new();
    for (k, n) in [first, second].into_iter().enumerate() {
        let (hx, hy) = if upright {
            (rect.x, rect.y + half_h * k as f32)
        } else {
            (rect.x + half_w * k as f32, rect.y)
        };
        let ox = hx + (half_w - side) / 2.0;
        let oy = hy + (half_h - side) / 2.0;
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

/// The pips of `tile` drawn upright in `rect`, low number on top, as the accessible name
/// reads it ("3-5").
pub fn upright_tile_pips(tile: Tile, rect: Rect) -> Vec<Dot> {
    tile_pips(tile.low(), tile.high(), rect)
}

/// Width of the outline of the spinner's star, in drawing units (the style sheet's
/// `.spinner-star` stroke-width is the same).
pub const STAR_STROKE: f32 = 0.5;

/// The spinner's mark, a gold four-pointed star (tips on the diagonals) on the pin in the
/// middle of a tile drawn in `rect` showing `first` and `second` (as [`tile_pips`] lays
/// them): its corner points. It is 0.21 of the tile's short side across, which keeps its
/// outline clear of every pip up to 12; the pips of 13 to 15 crowd the middle, so their
/// star is a tenth of the short side (a test checks every double).
pub fn spinner_star(first: u8, second: u8, rect: Rect) -> [(f32, f32); 8] {
    let short = rect.w.min(rect.h);
    let share = if first.max(second) >= 13 { 0.1 } else { 0.21 };
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

    #[test]
    fn the_spinner_star_keeps_off_the_pips_of_every_double() {
        for n in 0..=MAX_NUMBER {
            for short in [16.0f32, 20.0, 28.0] {
                // Crosswise (upright) in a line, and lying along a north or south arm.
                for rect in [
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
                ] {
                    let star = spinner_star(n, n, rect);
                    let (cx, cy) = (rect.x + rect.w / 2.0, rect.y + rect.h / 2.0);
                    let r = star
                        .iter()
                        .map(|&(x, y)| ((x - cx).powi(2) + (y - cy).powi(2)).sqrt())
                        .fold(0.0f32, f32::max);
                    assert!(
                        r >= 0.099 * short,
                        "{n}-{n}: a star of {r} is too small to see"
                    );
                    if n <= 12 {
                        assert!(r >= 0.149 * short, "{n}-{n}: star {r} smaller than needed");
                    }
                    for d in tile_pips(n, n, rect) {
                        let centre = ((d.cx - cx).powi(2) + (d.cy - cy).powi(2)).sqrt();
                        assert!(centre > r, "{n}-{n}: a pip inside the star");
                        let gap = star_clearance(&star, &d);
                        assert!(
                            gap >= STAR_STROKE / 2.0 + 0.005 * short,
                            "{n}-{n} at {short}: the star's outline is {gap} from a pip"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn pips_are_four_pixels_across_on_a_forty_pixel_tile() {
        // The board's tiles are at least 40 px long on a phone (view::geometry::fit):
        // every pip of 1 to 9 is then at least 4 px across; 10 to 15 (a 3 by 5 grid)
        // get 2.8 px, 4.2 px on the desktop's 60 px tiles.
        for n in 0..=MAX_NUMBER {
            for rect in [
                Rect {
                    x: 0.0,
                    y: 0.0,
                    w: 20.0,
                    h: 40.0,
                },
                Rect {
                    x: 0.0,
                    y: 0.0,
                    w: 40.0,
                    h: 20.0,
                },
            ] {
                for d in tile_pips(n, n, rect) {
                    let least = if n <= 9 { 4.0 } else { 2.8 };
                    assert!(2.0 * d.r >= least - 1e-4, "{n}: {d:?}");
                }
            }
        }
    }

    #[test]
    fn every_number_has_that_many_pips() {
        for n in 0..=MAX_NUMBER {
            assert_eq!(half_pips(n).len(), n as usize, "number {n}");
        }
        assert!(half_pips(16).is_empty());
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
        let dots = upright_tile_pips(Tile::new(5, 2), rect);
        assert_eq!(dots.len(), 7);
        let top = dots.iter().filter(|d| d.cy < rect.y + rect.h / 2.0).count();
        assert_eq!(top, 2, "the 2 goes on top");
    }

    #[test]
    fn a_lying_tile_turns_its_patterns() {
        let rect = Rect {
            x: 0.0,
            y: 0.0,
            w: 80.0,
            h: 40.0,
        };
        let dots = tile_pips(6, 0, rect);
        let mut rows: Vec<i32> = dots.iter().map(|d| d.cy.round() as i32).collect();
        rows.dedup();
        rows.sort_unstable();
        rows.dedup();
        assert_eq!(rows.len(), 2, "a lying six shows two rows: {dots:?}");
        assert!(
            dots.iter().all(|d| d.cx < 40.0),
            "the first number is on the left"
        );
    }

    #[test]
    fn every_tile_of_double_fifteen_fits_its_rectangle_both_ways() {
        for high in 0..=MAX_NUMBER {
            for low in 0..=high {
                for rect in [
                    Rect {
                        x: 3.0,
                        y: 4.0,
                        w: 30.0,
                        h: 60.0,
                    },
                    Rect {
                        x: 3.0,
                        y: 4.0,
                        w: 60.0,
                        h: 30.0,
                    },
                ] {
                    let dots = tile_pips(low, high, rect);
                    assert_eq!(dots.len(), (low + high) as usize);
                    for d in dots {
                        let bounds = Rect {
                            x: d.cx - d.r,
                            y: d.cy - d.r,
                            w: 2.0 * d.r,
                            h: 2.0 * d.r,
                        };
                        assert!(rect.contains(&bounds), "{low}-{high} in {rect:?}: {d:?}");
                    }
                }
            }
        }
    }
}
