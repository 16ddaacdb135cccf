export const pages = {
  trips: {
    title: 'Výlety',
    description: 'Najděte si výlet podle sebe.',
    emptyTitle: 'Zatím tu nejsou žádné výlety',
    emptyText: 'Jakmile zveřejníme první výlety, najdete je tady i s filtry a řazením.',
  },
};
