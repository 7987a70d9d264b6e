// The pages the remotes expose, declared by hand because federation's type download is off
// (dts: false). Each is a React component taking no props; loadRemote<T> is typed from these.
declare module 'catalog/CarouselPage' {
  const Page: import('react').ComponentType;
  export default Page;
}
declare module 'catalog/DetailPage' {
  const Page: import('react').ComponentType;
  export default Page;
}
declare module 'booking/ReservePage' {
  const Page: import('react').ComponentType;
  export default Page;
}
declare module 'booking/ReservationsPage' {
  const Page: import('react').ComponentType;
  export default Page;
}
declare module 'admin/AddMotorcyclePage' {
  const Page: import('react').ComponentType;
  export default Page;
}
declare module 'admin/DeletePage' {
  const Page: import('react').ComponentType;
  export default Page;
}
declare module 'admin/EditMotorcyclePage' {
  const Page: import('react').ComponentType;
  export default Page;
}
declare module 'admin/ReservationsAdminPage' {
  const Page: import('react').ComponentType;
  export default Page;
}
declare module 'admin/TodayPage' {
  const Page: import('react').ComponentType;
  export default Page;
}
declare module 'admin/FleetPage' {
  const Page: import('react').ComponentType;
  export default Page;
}
declare module 'admin/ReportsPage' {
  const Page: import('react').ComponentType;
  export default Page;
}
