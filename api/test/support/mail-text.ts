/** What a person reads in a mail's text: the words, whatever the line breaks around them. */
export const words = (text: string) => text.replace(/\s+/g, ' ');
