const words = (text: string): string[] => text.trim().split(/\s+/);

/**
 * The commonest Korean and Chinese family names in their usual romanisations. A romanised name that starts
 * or ends with one and has short syllables for its other parts ("Kim Il Sung", "KIM, Jong Un",
 * "Wang Guo Ying") is an East Asian name: its given name is two syllables, and neither is a middle name
 * that may be left out ("Kim Song" is someone else).
 */
export const EAST_ASIAN_SURNAMES: ReadonlySet<string> = new Set(
  words(`
    kim gim lee yi ri rhee park pak bak choi choe chwe jung jeong chung chong jong kang gang cho jo yoon yun
    jang chang lim im rim han oh o seo so shin sin kwon gwon hwang ahn an song jeon jon chon hong ko go
    moon mun yang son bae pae baek paek heo ho yu ryu yoo nam sim shim noh ro no ha kwak gwak sung seong
    cha joo ju woo u koo ku gu min jin ji eom um won chae
    wang li zhang liu chen huang zhao wu zhou xu sun ma zhu hu guo he gao lin luo zheng liang xie tang
    feng deng cao peng zeng xiao tian dong pan yuan cai jiang du ye cheng wei su lu ding ren shen yao
    lu fan fang shi tan liao zou xiong qiu qin jia xue yan duan lei hou long hao kong shao mao wan qian
    dai mo xia gu meng
  `),
);

/** A syllable of a romanised Korean or Chinese given name: short, one vowel group ("jong", "un", "hae"). */
export function isSyllable(text: string): boolean {
  return text.length <= 5 && /^[^aeiouy]*[aeiouy]+[^aeiouy]*$/.test(text);
}
