//! Numbers written into the page (SVG coordinates, CSS lengths, timings) with plain
//! integer arithmetic: `f32`'s and `f64`'s own `Display` (shortest round-trip digits, or a
//! fixed precision) bring several kilobytes of formatting code into the WebAssembly
//! bundle, for digits nobody can see.

/// `v` rounded to `places` decimals (half away from zero), without trailing zeros: "12.5",
/// "-3", "0.07". Non-finite values, which the drawing never produces, give "0"; so do
/// magnitudes beyond `u64`, which saturate.
pub fn fixed(v: f64, places: u32) -> String {
    let scale = 10u64.pow(places);
    let scaled = (v.abs() * scale as f64 + 0.5).floor();
    // Saturating: NaN gives 0.
    let n = scaled as u64;
    if n == 0 || !v.is_finite() {
        return "0".to_string();
    }
    let mut out = String::new();
    if v < 0.0 {
        out.push('-');
    }
    out.push_str(&(n / scale).to_string());
    let mut frac = n % scale;
    if frac != 0 {
        let mut digits = places;
        while frac % 10 == 0 {
            frac /= 10;
            digits -= 1;
        }
        out.push('.');
        let text = frac.to_string();
        for _ in text.len()..digits as usize {
            out.push('0');
        }
        out.push_str(&text);
    }
    out
}

/// A drawing coordinate or length for SVG and CSS, to the hundredth of a unit (a CSS
/// pixel at most): see [`fixed`].
pub fn svg(v: f32) -> String {
    fixed(f64::from(v), 2)
}

/// An upper bound of the width of `text` set at `font` size in the page's sans-serif,
/// bold or not: the widest common system font (DejaVu Sans Bold) needs at most 0.52 em
/// for a space or a narrow letter, 0.72 em for other lower-case letters and digits,
/// 0.84 em for + and = (All Fives' sums), 0.86 em for capitals and 1.05 em for m and w.
/// Text boxes on the table (captions, end markers) are sized with it, since SVG text
/// cannot be measured before it is drawn.
pub fn text_width_bound(text: &str, font: f32) -> f32 {
    let ems: f32 = text
        .chars()
        .map(|c| match c {
            ' ' | 'i' | 'j' | 'l' | 'f' | 't' | 'r' | '.' | ',' | '-' | ':' | '\'' => 0.52,
            'm' | 'w' | 'M' | 'W' => 1.05,
            '+' | '=' => 0.84,
            c if c.is_ascii_uppercase() => 0.86,
            _ => 0.72,
        })
        .sum();
    ems * font
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_and_trims() {
        let cases: [(f64, u32, &str); 16] = [
            (0.0, 2, "0"),
            (-0.0, 2, "0"),
            (-0.004, 2, "0"),
            (12.5, 2, "12.5"),
            (12.0, 2, "12"),
            (12.345, 2, "12.35"),
            (0.07, 2, "0.07"),
            (0.0049, 2, "0"),
            (0.005, 2, "0.01"),
            (-3.0, 2, "-3"),
            (-3.456, 2, "-3.46"),
            (1.05, 1, "1.1"),
            (199.96, 1, "200"),
            (8192.0, 2, "8192"),
            (f64::NAN, 2, "0"),
            (f64::INFINITY, 2, "0"),
        ];
        for (v, places, text) in cases {
            assert_eq!(fixed(v, places), text, "{v} to {places}");
        }
    }

    #[test]
    fn svg_numbers_read_back_within_a_hundredth() {
        for i in -20_000..20_000 {
            let v = i as f32 * 0.0137;
            let back: f32 = svg(v).parse().expect("a number");
            assert!((back - v).abs() <= 0.0051, "{v} became {}", svg(v));
        }
    }
}
