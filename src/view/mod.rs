//! What the browser table shows, worked out in plain Rust: the page's state and its
//! reducer, the picker's settings, rule cards, what each panel of the table shows, pip
//! patterns, and reading the seed from a link. No browser dependency, so all of it is
//! tested natively; the Yew components in `app` (WebAssembly only) just draw what this
//! module computes.

pub mod board;
pub mod geometry;
pub mod link;
pub mod num;
pub mod pips;
pub mod replay;
pub mod review;
pub mod rulecard;
pub mod saved;
pub mod screen;
pub mod seed;
pub mod settings;
pub mod stats;
pub mod table;
pub mod tracker;
pub mod unplayable;

/// Sorts a short list by `key`, keeping equal items in their order (as `sort_by_key`
/// does), by plain insertion. The standard library's sorts are built anew for every item
/// type, each adding kilobytes to the WebAssembly bundle, for lists (a hand, the open
/// ends, the other seats) that hold a few dozen items at most.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && key(&items[j - 1]) > key(&items[j]) {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn sort_by_key_matches_the_standard_stable_sort() {
        let mut rng = crate::rules::Rng::new(7);
        for len in 0..40 {
            let items: Vec<(u32, usize)> = (0..len).map(|i| (rng.below(6), i)).collect();
            let mut ours = items.clone();
            super::sort_by_key(&mut ours, |p| p.0);
            let mut std = items;
            std.sort_by_key(|p| p.0);
            assert_eq!(ours, std);
        }
    }
}
